import ipaddr from "ipaddr.js";

/**
 * Only ordinary public unicast addresses may be fetched: no loopback, private, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast or reserved ranges, in
 * either IP version (IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}
