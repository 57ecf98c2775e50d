// Who may read /metrics (decision 0106), and METRICS_TOKEN's validation. The same rule with real
// requests: tests/integration/metrics-and-health.test.tsx.
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/env.server";
import { metricsAccess } from "./metrics.server";

const TOKEN = "0123456789abcdef0123456789abcdef0123456789abcdef";

describe("metricsAccess without METRICS_TOKEN", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])(
    "serves a direct connection from %s",
    (remoteAddress) => {
      expect(metricsAccess({ remoteAddress, headers: {} }, undefined)).toBe("allowed");
    },
  );

  it.each(["10.0.0.5", "192.168.1.20", "::ffff:10.0.0.5", "2001:db8::1", "128.0.0.1", undefined])(
    "hides itself from %s",
    (remoteAddress) => {
      expect(metricsAccess({ remoteAddress, headers: {} }, undefined)).toBe("hidden");
    },
  );

  it.each([
    "forwarded",
    "x-forwarded-for",
    "x-forwarded-host",
    "x-forwarded-proto",
    "x-real-ip",
    "via",
  ])(
    "hides itself from a loopback peer that carries %s (a proxy on the same machine)",
    (header) => {
      expect(
        metricsAccess(
          { remoteAddress: "127.0.0.1", headers: { [header]: "203.0.113.9" } },
          undefined,
        ),
      ).toBe("hidden");
    },
  );
});

describe("metricsAccess with METRICS_TOKEN", () => {
  const access = (authorization: string | undefined, remoteAddress = "10.0.0.5") =>
    metricsAccess({ remoteAddress, headers: { authorization } }, TOKEN);

  it("serves the bearer token from anywhere", () => {
    expect(access(`Bearer ${TOKEN}`)).toBe("allowed");
    expect(access(`bearer ${TOKEN}`)).toBe("allowed");
  });

  it("refuses anything else, from loopback too", () => {
    expect(access(undefined)).toBe("unauthorized");
    expect(access(undefined, "127.0.0.1")).toBe("unauthorized");
    expect(access(`Bearer ${TOKEN}x`)).toBe("unauthorized");
    expect(access(`Bearer ${TOKEN.slice(1)}`)).toBe("unauthorized");
    expect(access(TOKEN)).toBe("unauthorized");
    expect(access(`Bearer ${TOKEN} ${TOKEN}`)).toBe("unauthorized");
  });
});

describe("METRICS_TOKEN", () => {
  it("is optional", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });

  it.each([
    ["short", "METRICS_TOKEN must be at least 32 characters long"],
    [`${TOKEN.slice(0, 20)} ${TOKEN.slice(20)}`, "METRICS_TOKEN must be printable ASCII"],
    [`${TOKEN}é`, "METRICS_TOKEN must be printable ASCII"],
  ])("refuses %j, saying why", (value, message) => {
    expect(() => parseEnv({ METRICS_TOKEN: value })).toThrow(EnvError);
    expect(() => parseEnv({ METRICS_TOKEN: value })).toThrow(message);
  });
});
