import { isIPv6 } from "node:net";

/**
 * The network a visitor comes from: the IPv4 address, or the /64 prefix of an IPv6 address (one
 * household or host gets a whole /64, so rotating inside it is not a new viewer).
 */
export function viewerNetwork(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const full = ip.includes("::")
    ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill("0"), ...tailParts]
    : headParts;
  return `${full
    .slice(0, 4)
    .map((p) => p.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
