import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { repoRoot } from "./paths.js";

interface Manifest {
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
}

function manifestsUnder(dir: string): Manifest[] {
  const found: Manifest[] = [];
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) found.push(...manifestsUnder(file));
    else if (entry.endsWith(".yaml") && entry !== "kustomization.yaml" && entry !== "envoy.yaml") {
      for (const document of parseAllDocuments(readFileSync(file, "utf8"))) {
        const manifest = document.toJS() as Manifest | null;
        if (manifest?.kind) found.push(manifest);
      }
    }
  }
  return found;
}

const manifests = [
  ...manifestsUnder(path.join(repoRoot, "deploy/k8s/base")),
  ...manifestsUnder(path.join(repoRoot, "deploy/envoy")),
];
const policies = manifests.filter((m) => m.kind === "NetworkPolicy");
type Selector = { matchLabels?: Record<string, string> };
type Peer = { podSelector?: Selector & { matchExpressions?: Array<{ values: string[] }> } };
const nameOf = (selector: Selector | undefined) => selector?.matchLabels?.["app.kubernetes.io/name"];

/** Which workloads a policy lets in: names from its `from` pod selectors, or "anyone" with no `from`. */
function admitted(policy: Manifest): string[] {
  const rules = (policy.spec?.ingress ?? []) as Array<{ from?: Peer[] }>;
  return rules.flatMap((rule) =>
    rule.from
      ? rule.from.flatMap((peer) => [
          ...(nameOf(peer.podSelector) ? [nameOf(peer.podSelector)!] : []),
          ...(peer.podSelector?.matchExpressions?.flatMap((expression) => expression.values) ?? []),
        ])
      : ["anyone"],
  );
}

describe("the cluster's network policies (deploy/)", () => {
  it("deny every ingress the namespace does not allow", () => {
    const denyAll = policies.find((p) => JSON.stringify(p.spec?.podSelector) === "{}");
    expect(denyAll?.spec?.ingress).toBeUndefined();
    expect(denyAll?.spec?.policyTypes).toEqual(["Ingress"]);
  });

  it("give every Deployment a policy of its own", () => {
    const deployments = manifests.filter((m) => m.kind === "Deployment").map((m) => m.metadata.name);
    const covered = policies.map((p) => nameOf(p.spec?.podSelector as Selector)).filter(Boolean);
    expect(deployments.length).toBeGreaterThanOrEqual(6);
    expect(deployments.filter((name) => !covered.includes(name))).toEqual([]);
  });

  it("let only Envoy, the gateway and each other reach the services; only Envoy the gateway; anyone Envoy", () => {
    const byName = new Map(policies.map((p) => [nameOf(p.spec?.podSelector as Selector), admitted(p)]));
    for (const service of ["indy", "learning", "activity", "payment"]) {
      expect(new Set(byName.get(service))).toEqual(
        new Set(["envoy", "gateway", "indy", "learning", "activity", "payment"]),
      );
    }
    expect(byName.get("gateway")).toEqual(["envoy"]);
    expect(byName.get("envoy")).toEqual(["anyone"]);
  });
});
