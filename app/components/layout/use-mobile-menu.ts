import { useEffect } from "react";
import { useLocation } from "react-router";
import { closeMobileMenu, enhanceMobileMenu } from "~/enhancements/mobile-menu";

/**
 * The header's mobile menu on hydrated pages: the same script as on pages without framework
 * script, plus closing it whenever the client router changes the path.
 */
export function useMobileMenu(): void {
  const { pathname } = useLocation();
  useEffect(() => enhanceMobileMenu(document), []);
  useEffect(() => closeMobileMenu(document), [pathname]);
}
