import { ruleMatches, ruleSource, type RedirectRule } from "./rule";

const WILDCARD = "/*";

/** The paths a rule can send visitors to on this site: one path, or every path under one ("/*"). */
interface Destination {
  path: string;
  wildcard: boolean;
}

function destinationOf(rule: RedirectRule): Destination | undefined {
  if (!rule.to.startsWith("/")) return undefined;
  const address = rule.to.replace(/[?#].*$/, "");
  if (!address.endsWith(WILDCARD)) return { path: address, wildcard: false };
  return { path: address.slice(0, -WILDCARD.length) || "/", wildcard: true };
}

/** Whether a visitor sent to the destination can land on an address the rule answers for. */
function reaches(destination: Destination, rule: Pick<RedirectRule, "from" | "match">): boolean {
  if (ruleMatches(rule, destination.path)) return true;
  if (!destination.wildcard) return false;
  return destination.path === "/" || rule.from.startsWith(`${destination.path}/`);
}

const sameSource = (a: RedirectRule, b: RedirectRule) => a.from === b.from && a.match === b.match;

/**
 * What is wrong with each proposed rule among the others (the stored ones, less those a proposed
 * rule replaces): a loop (it leads back to itself, at once or through another rule), or a chain
 * (a visitor would follow two redirects: its destination is another rule's old address, or
 * another rule's destination is its own old address). Undefined for a rule that is fine.
 */
export function ruleConflicts(
  proposed: readonly RedirectRule[],
  stored: readonly RedirectRule[],
): (string | undefined)[] {
  const all = [...stored.filter((rule) => !proposed.some((mine) => sameSource(mine, rule))), ...proposed];
  return proposed.map((rule) => {
    const source = ruleSource(rule);
    const destination = destinationOf(rule);
    if (destination && reaches(destination, rule)) {
      return `Loop: ${source} leads to ${rule.to}, which this same rule would redirect again, without end.`;
    }
    for (const other of all) {
      if (other === rule) continue;
      const onward = destination && reaches(destination, other);
      const back = onward && destinationOf(other);
      if (back && reaches(back, rule)) {
        return `Loop: ${source} → ${rule.to} → ${other.to} leads back to where it started.`;
      }
      if (onward) {
        return `Chain: ${rule.to} already redirects to ${other.to} (rule ${ruleSource(other)}): point ${source} straight to ${other.to}.`;
      }
      const incoming = destinationOf(other);
      if (incoming && reaches(incoming, rule)) {
        return `Chain: ${ruleSource(other)} already redirects to ${other.to}, which this rule would send on to ${rule.to}: change that rule instead.`;
      }
    }
    return undefined;
  });
}
