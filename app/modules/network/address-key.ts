import ipaddr from "ipaddr.js";

/** The bits of an IPv6 address that name one network: a provider gives a host (or a home) a whole /64. */
const IPV6_NETWORK_BITS = 64;

/**
 * The subject every per-address limit counts against (render budget, sign-in, subscribe, tool
 * forms, beacons): an IPv4 address as it is, an IPv6 address by its /64. One machine can rotate
 * through the 2^64 addresses of its /64 at will, so counting full IPv6 addresses would give it
 * a fresh limit per request. IPv4-mapped IPv6 (::ffff:203.0.113.7) counts as its IPv4 address.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return "unknown";
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_NETWORK_BITS}`);
  return `${network.toString()}/${IPV6_NETWORK_BITS}`;
}
