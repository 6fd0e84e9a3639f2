import { BlockList, isIP } from "node:net";

/**
 * The proxies whose X-Forwarded-For a service believes (TRUSTED_PROXIES): addresses or CIDR blocks,
 * comma-separated. Development trusts loopback (the Node gateway runs beside the services); in the
 * cluster it is the pod network, which the NetworkPolicies of deploy/ open only to the gateway,
 * Envoy and the other services.
 */
export function parseTrustedProxies(list: string): BlockList {
  const blocks = new BlockList();
  for (const raw of list.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR block`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) blocks.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128))
        throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
      blocks.addSubnet(address, bits, type);
    }
  }
  return blocks;
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same client; case never matters in IPv6. */
function normalise(address: string): string {
  return address
    .trim()
    .replace(/^::ffff:/i, "")
    .toLowerCase();
}

function isTrusted(trusted: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return trusted.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The address a request came from. A caller we do not trust is its own TCP peer, whatever
 * X-Forwarded-For it sends (so nothing inside the cluster can dodge per-address throttling by
 * naming another address). A trusted proxy appends the peer it saw to X-Forwarded-For: only that
 * rightmost entry is believed; whatever the client wrote itself sits to its left and is ignored.
 */
export function resolveClientAddress(
  forwardedFor: string | null | undefined,
  peer: string | undefined,
  trusted: BlockList,
): string {
  const peerAddress = normalise(peer ?? "");
  if (!peerAddress) return "unknown";
  if (!isTrusted(trusted, peerAddress)) return peerAddress;
  const appended = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  return appended ? normalise(appended) : peerAddress;
}
