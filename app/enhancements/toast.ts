import type { ToastMessage } from "~/components/ui/toast-style";

const DURATION_MS = 5000;
const MAX_SHOWN = 3;

/**
 * Shows a toast in the page's toast region (`data-toasts`, from ToastRegion), cloned from its
 * `<template data-toast-template="default|destructive">`, so the markup and its styles live in
 * one React component. It leaves after five seconds, but not while the pointer or focus is on
 * it, and at once with its Dismiss button; at most three show at a time.
 */
export function showToast(doc: Document, message: ToastMessage): HTMLElement | undefined {
  const region = doc.querySelector("[data-toasts]");
  const template = doc.querySelector<HTMLTemplateElement>(
    `template[data-toast-template="${message.variant ?? "default"}"]`,
  );
  const toast = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!region || !toast) return undefined;
  toast.querySelector("[data-toast-title]")!.textContent = message.title;
  const description = toast.querySelector("[data-toast-description]");
  if (message.description) description!.textContent = message.description;
  else description?.remove();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    toast.remove();
  };
  const pause = () => clearTimeout(timer);
  const resume = () => {
    clearTimeout(timer);
    timer = setTimeout(dismiss, DURATION_MS);
  };
  toast.querySelector("[data-toast-dismiss]")?.addEventListener("click", dismiss);
  toast.addEventListener("pointerenter", pause);
  toast.addEventListener("pointerleave", resume);
  toast.addEventListener("focusin", pause);
  toast.addEventListener("focusout", resume);
  region.append(toast);
  while (region.children.length > MAX_SHOWN) region.firstElementChild?.remove();
  resume();
  return toast;
}
