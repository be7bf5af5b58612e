/**
 * Runs `update` now and after every scroll or resize, at most once per animation frame (a
 * scroll fires many events per frame; reading layout once per frame keeps scrolling smooth).
 */
export function onScrollFrame(view: Window, update: () => void): void {
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    view.requestAnimationFrame(() => {
      pending = false;
      update();
    });
  };
  update();
  view.addEventListener("scroll", schedule, { passive: true });
  view.addEventListener("resize", schedule);
}
