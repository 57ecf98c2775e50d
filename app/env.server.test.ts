import { describe, expect, it } from "vitest";
import { DEMONSTRATION_OPERATOR } from "~/shared/operator";
import { EnvError, parseEnv, REQUIRED_OPERATOR_SETTINGS } from "./env.server";

/**
 * A real operator's settings (decision 0147): what a production start without demo data needs,
 * the e-mails' sender among them.
 */
const OPERATOR = {
  MAIL_FROM: "Veld <no-reply@karoo-carbon.co.za>",
  OPERATOR_LEGAL_NAME: "Karoo Carbon Farming (Pty) Ltd",
  OPERATOR_REGISTRATION_NUMBER: "2024/123456/07",
  OPERATOR_POSTAL_ADDRESS: "PO Box 12, Graaff-Reinet, 6280",
  OPERATOR_INFORMATION_OFFICER: "Nomsa Khumalo",
  OPERATOR_INFORMATION_OFFICER_EMAIL: "privacy@karoo-carbon.co.za",
  OPERATOR_EMAIL: "programme@karoo-carbon.co.za",
};

describe("configuration", () => {
  it("runs with an empty environment on the embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.embeddedIdentityProvider).toBe(true);
    expect(env.issuer).toBe("http://localhost:3000/oidc");
    expect(env.seedDemoData).toBe(true);
  });

  it("names every bad value in one message", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SESSION_SECRET: "short" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toContain("PORT must be a number");
    expect(message).toContain("DATABASE_URL must start with postgres:// or postgresql://");
    expect(message).toContain("SESSION_SECRET must be at least 32 characters long");
  });

  it("needs a client id and secret for an external identity provider, and never seeds demo accounts for it", () => {
    expect(() => parseEnv({ OIDC_ISSUER: "https://veld.eu.auth0.com/" })).toThrow(
      /OIDC_CLIENT_ID is required when OIDC_ISSUER is set/,
    );
    const env = parseEnv({
      OIDC_ISSUER: "https://veld.eu.auth0.com/",
      OIDC_CLIENT_ID: "abc",
      OIDC_CLIENT_SECRET: "def",
      SEED_DEMO_DATA: "true",
    });
    expect(env.embeddedIdentityProvider).toBe(false);
    expect(env.seedDemoData).toBe(false);
  });

  it("seeds the demo accounts on loopback only, unless told otherwise", () => {
    expect(parseEnv({ NODE_ENV: "production" }).seedDemoData).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "https://veld.example", ...OPERATOR })
        .seedDemoData,
    ).toBe(false);
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "https://veld.example", SEED_DEMO_DATA: "true" })
        .seedDemoData,
    ).toBe(true);
  });

  // Issue 32: the organisation that runs Veld is configuration (decision 0147).
  describe("the operator", () => {
    const production = { NODE_ENV: "production", APP_URL: "https://veld.karoo-carbon.co.za" };

    it("is the demonstration operator without settings, and says so", () => {
      expect(parseEnv({}).operator).toEqual(DEMONSTRATION_OPERATOR);
      // The README's `npm start`: production on loopback runs on the demo data.
      const local = parseEnv({ NODE_ENV: "production" });
      expect(local.seedDemoData).toBe(true);
      expect(local.operator.demonstration).toBe(true);
    });

    it("refuses a production start with the placeholders and no demo data, naming every setting", () => {
      for (const env of [
        production,
        { NODE_ENV: "production", SEED_DEMO_DATA: "false" },
        {
          ...production,
          OIDC_ISSUER: "https://veld.eu.auth0.com/",
          OIDC_CLIENT_ID: "abc",
          OIDC_CLIENT_SECRET: "def",
        },
      ]) {
        let error: unknown;
        try {
          parseEnv(env);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(EnvError);
        const message = (error as EnvError).message;
        for (const key of Object.keys(REQUIRED_OPERATOR_SETTINGS)) {
          expect(message).toContain(`${key} is required in production`);
        }
        // The e-mails' sender and reply address are the placeholders too.
        expect(message).toContain(
          "MAIL_FROM must be set in production to the address Veld's e-mails are sent from, at the operator's own domain, not a placeholder (Veld <no-reply@veld.example>)",
        );
        expect(message).toContain(
          "MAIL_REPLY_TO must be an address people can write to, not a placeholder (Veld programme team <programme@veld.example>)",
        );
        expect(message).toContain("SEED_DEMO_DATA=true");
      }
      // One missing is named alone.
      const { OPERATOR_POSTAL_ADDRESS: _postal, ...withoutAddress } = OPERATOR;
      expect(() => parseEnv({ ...production, ...withoutAddress })).toThrow(
        /configuration has 1 problem\(s\):\n- OPERATOR_POSTAL_ADDRESS is required in production/,
      );
    });

    it("refuses placeholder addresses in production", () => {
      expect(() =>
        parseEnv({ ...production, ...OPERATOR, OPERATOR_EMAIL: "hello@veld.example" }),
      ).toThrow(/OPERATOR_EMAIL must be an address people can write to/);
    });

    it("refuses the e-mails' sender and reply address left at a placeholder, naming each", () => {
      const { MAIL_FROM: _from, ...withoutSender } = OPERATOR;
      expect(() => parseEnv({ ...production, ...withoutSender })).toThrow(
        /configuration has 1 problem\(s\):\n- MAIL_FROM must be set in production .*not a placeholder \(Veld <no-reply@veld\.example>\): set it, or run on the demo data \(SEED_DEMO_DATA=true\)/,
      );
      for (const placeholder of ["no-reply@veld.example", "Veld <mail@veld.test>"]) {
        expect(() => parseEnv({ ...production, ...OPERATOR, MAIL_FROM: placeholder })).toThrow(
          `not a placeholder (${placeholder})`,
        );
      }
      expect(() =>
        parseEnv({ ...production, ...OPERATOR, MAIL_REPLY_TO: "Help <help@veld.example>" }),
      ).toThrow(
        /configuration has 1 problem\(s\):\n- MAIL_REPLY_TO must be an address people can write to, not a placeholder \(Help <help@veld\.example>\)/,
      );
      // On the demo data, and outside production, the placeholders stand.
      expect(parseEnv({ ...production, SEED_DEMO_DATA: "true" }).MAIL_FROM).toBe(
        "Veld <no-reply@veld.example>",
      );
      expect(parseEnv({ NODE_ENV: "production" }).MAIL_FROM).toBe("Veld <no-reply@veld.example>");
    });

    it("runs a production start on the demo data with the demonstration operator", () => {
      const env = parseEnv({ ...production, SEED_DEMO_DATA: "true" });
      expect(env.operator.demonstration).toBe(true);
    });

    it("takes the configured operator, the jobs address defaulting to the general one", () => {
      const env = parseEnv({ ...production, ...OPERATOR, OPERATOR_PHONE: "+27 49 892 0000" });
      expect(env.operator).toEqual({
        name: "Veld",
        legalName: "Karoo Carbon Farming (Pty) Ltd",
        registrationNumber: "2024/123456/07",
        postalAddress: "PO Box 12, Graaff-Reinet, 6280",
        informationOfficer: { name: "Nomsa Khumalo", email: "privacy@karoo-carbon.co.za" },
        email: "programme@karoo-carbon.co.za",
        jobsEmail: "programme@karoo-carbon.co.za",
        phone: "+27 49 892 0000",
        demonstration: false,
      });
      expect(
        parseEnv({ ...OPERATOR, OPERATOR_JOBS_EMAIL: "jobs@karoo-carbon.co.za" }).operator
          .jobsEmail,
      ).toBe("jobs@karoo-carbon.co.za");
      // Replies go to the operator unless MAIL_REPLY_TO names another address.
      expect(env.MAIL_REPLY_TO).toBe("Veld programme team <programme@karoo-carbon.co.za>");
      expect(
        parseEnv({ ...OPERATOR, MAIL_REPLY_TO: "office@karoo-carbon.co.za" }).MAIL_REPLY_TO,
      ).toBe("office@karoo-carbon.co.za");
    });

    it("names bad values", () => {
      expect(() => parseEnv({ OPERATOR_EMAIL: "programme" })).toThrow(
        /OPERATOR_EMAIL must be an e-mail address/,
      );
      expect(() => parseEnv({ OPERATOR_PHONE: "call us" })).toThrow(
        /OPERATOR_PHONE must be a telephone number/,
      );
      expect(() => parseEnv({ OPERATOR_POSTAL_ADDRESS: "PO Box 1\nEvil: header" })).toThrow(
        /OPERATOR_POSTAL_ADDRESS must be one line/,
      );
    });

    it("partly configured outside production: the rest is the demonstration's, and says so", () => {
      const env = parseEnv({ OPERATOR_LEGAL_NAME: "Karoo Carbon Farming (Pty) Ltd" });
      expect(env.operator.legalName).toBe("Karoo Carbon Farming (Pty) Ltd");
      expect(env.operator.email).toBe(DEMONSTRATION_OPERATOR.email);
      expect(env.operator.demonstration).toBe(true);
    });
  });

  it("treats an empty access token lifetime as unset and refuses one the refresh leeway would swallow", () => {
    expect(parseEnv({ OIDC_ACCESS_TOKEN_TTL: "" }).OIDC_ACCESS_TOKEN_TTL).toBe(3600);
    expect(() => parseEnv({ OIDC_ACCESS_TOKEN_TTL: "30" })).toThrow(/more than 60 seconds/);
  });

  it("backs up daily from 02:00 keeping 7 by default; BACKUP_SCHEDULE=off turns it off; bad values are named", () => {
    expect(parseEnv({})).toMatchObject({ backupHour: 2, BACKUP_KEEP: 7 });
    expect(parseEnv({ BACKUP_SCHEDULE: "off", BACKUP_KEEP: "" }).backupHour).toBeNull();
    expect(parseEnv({ BACKUP_SCHEDULE: "23", BACKUP_KEEP: "30" })).toMatchObject({
      backupHour: 23,
      BACKUP_KEEP: 30,
    });
    expect(() => parseEnv({ BACKUP_SCHEDULE: "24" })).toThrow(
      "BACKUP_SCHEDULE must be off or an hour from 0 to 23 (South African time)",
    );
    expect(() => parseEnv({ BACKUP_SCHEDULE: "02:30" })).toThrow(/BACKUP_SCHEDULE must be off/);
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(
      "BACKUP_KEEP must be a whole number from 1 to 365",
    );
  });

  it("trusts one proxy by default behind TRUST_PROXY, or as many as TRUST_PROXY_HOPS says", () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "true" })).toMatchObject({
      trustProxy: true,
      trustProxyHops: 1,
    });
    expect(parseEnv({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" }).trustProxyHops).toBe(2);
    for (const hops of ["0", "11", "1.5", "two"]) {
      expect(() => parseEnv({ TRUST_PROXY_HOPS: hops }), hops).toThrow(
        /TRUST_PROXY_HOPS must be a whole number from 1 to 10/,
      );
    }
  });

  it("refuses plain http for a public production URL", () => {
    expect(() => parseEnv({ NODE_ENV: "production", APP_URL: "http://veld.example" })).toThrow(
      /APP_URL must use https/,
    );
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "http://localhost:3000" }).isProduction,
    ).toBe(true);
  });

  // Issue 32: replies to programme e-mails reach the programme, not MAIL_FROM's no-reply box.
  it("sends replies to the programme's address by default, and refuses a MAIL_REPLY_TO that is not one address", () => {
    expect(parseEnv({}).MAIL_REPLY_TO).toBe("Veld programme team <programme@veld.example>");
    expect(parseEnv({ MAIL_REPLY_TO: "" }).MAIL_REPLY_TO).toBe(
      "Veld programme team <programme@veld.example>",
    );
    for (const good of [
      "help@farm.example",
      "Programme desk <help@farm.example>",
      '"Veld, programme team" <help@farm.example>',
    ])
      expect(parseEnv({ MAIL_REPLY_TO: good }).MAIL_REPLY_TO).toBe(good);
    for (const bad of [
      "the programme team",
      "a@farm.example, b@farm.example",
      "Veld, team <help@farm.example>",
      "help@farm.example\r\nBcc: someone@evil.example",
      "Team: a@farm.example;",
    ])
      expect(() => parseEnv({ MAIL_REPLY_TO: bad }), bad).toThrow(
        /MAIL_REPLY_TO must be one e-mail address/,
      );
  });
});

// Issue 13 'Weight': map tiles from configuration (decision 0068).
describe("the farm map's tiles", () => {
  it("default to OpenStreetMap with its credit and zoom", () => {
    expect(parseEnv({}).mapTiles).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: {
        text: "© OpenStreetMap contributors",
        url: "https://www.openstreetmap.org/copyright",
      },
      maxZoom: 19,
    });
    // Empty is unset, as for every variable.
    expect(parseEnv({ MAP_TILE_URL: "", MAP_TILE_MAX_ZOOM: "" }).mapTiles.maxZoom).toBe(19);
  });

  it("take another provider's template with its credit as plain text", () => {
    const env = parseEnv({
      MAP_TILE_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© Example Maps <b>& friends</b>",
      MAP_TILE_ATTRIBUTION_URL: "https://example.org/credits",
      MAP_TILE_MAX_ZOOM: "17",
    });
    expect(env.mapTiles).toEqual({
      url: "https://{s}.tile.example.org/{z}/{x}/{y}.png",
      attribution: { text: "© Example Maps <b>& friends</b>", url: "https://example.org/credits" },
      maxZoom: 17,
    });
    expect(
      parseEnv({ MAP_TILE_URL: "https://t.example.org/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "T" })
        .mapTiles.attribution,
    ).toEqual({ text: "T", url: null });
  });

  it("are off with MAP_TILE_URL=none: no tiles and no credit", () => {
    expect(parseEnv({ MAP_TILE_URL: "none" }).mapTiles).toEqual({
      url: null,
      attribution: null,
      maxZoom: 19,
    });
  });

  it.each([
    [
      { MAP_TILE_URL: "http://tile.openstreetmap.org/{z}/{x}/{y}.png" },
      "MAP_TILE_URL must use https://",
    ],
    [
      { MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}.png" },
      "MAP_TILE_URL must contain {z}, {x} and {y}",
    ],
    [{ MAP_TILE_URL: "off" }, "MAP_TILE_URL must contain {z}, {x} and {y}"],
    [
      { MAP_TILE_URL: "https://t.example.org/{z}/{x}/{y}.png" },
      "MAP_TILE_ATTRIBUTION is required when MAP_TILE_URL names another tile provider",
    ],
    [
      { MAP_TILE_ATTRIBUTION: "x".repeat(201) },
      "MAP_TILE_ATTRIBUTION must be at most 200 characters",
    ],
    [
      { MAP_TILE_ATTRIBUTION_URL: "javascript:alert(1)" },
      "MAP_TILE_ATTRIBUTION_URL must start with https:// or http://",
    ],
    [{ MAP_TILE_MAX_ZOOM: "0" }, "MAP_TILE_MAX_ZOOM must be between 1 and 22"],
    [{ MAP_TILE_MAX_ZOOM: "23" }, "MAP_TILE_MAX_ZOOM must be between 1 and 22"],
    [{ MAP_TILE_MAX_ZOOM: "18.5" }, "MAP_TILE_MAX_ZOOM must be a whole number"],
    [{ MAP_TILE_MAX_ZOOM: "high" }, "MAP_TILE_MAX_ZOOM must be a number"],
  ])("refuses %j, saying %s", (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });
});

// Issue 19 'Past one machine': the file store on disk or in an S3-compatible bucket (0108).
describe("the file store", () => {
  it("is the disk by default, with no bucket", () => {
    const env = parseEnv({});
    expect(env.FILE_STORE).toBe("disk");
    expect(env.objectStorage).toBeNull();
  });

  it("is a bucket on AWS with the SDK's credential chain and AWS_REGION", () => {
    const env = parseEnv({ FILE_STORE: "s3", S3_BUCKET: "veld-files", AWS_REGION: "af-south-1" });
    expect(env.FILE_STORE).toBe("s3");
    expect(env.objectStorage).toEqual({
      bucket: "veld-files",
      region: "af-south-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(parseEnv({ S3_BUCKET: "veld-files" }).objectStorage?.region).toBe("us-east-1");
  });

  it("reaches another endpoint (R2, MinIO) by path, with its own keys", () => {
    const env = parseEnv({
      FILE_STORE: "s3",
      S3_BUCKET: "veld-files",
      S3_REGION: "auto",
      S3_ENDPOINT: "https://0123abc.r2.cloudflarestorage.com",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(env.objectStorage).toEqual({
      bucket: "veld-files",
      region: "auto",
      endpoint: "https://0123abc.r2.cloudflarestorage.com",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    expect(
      parseEnv({
        S3_BUCKET: "veld-files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "false",
      }).objectStorage?.forcePathStyle,
    ).toBe(false);
  });

  it.each([
    [{ FILE_STORE: "s3" }, "S3_BUCKET is required when FILE_STORE is s3"],
    [{ FILE_STORE: "s3", S3_BUCKET: "" }, "S3_BUCKET is required when FILE_STORE is s3"],
    [{ FILE_STORE: "minio" }, "FILE_STORE must be disk or s3"],
    [{ S3_BUCKET: "Veld_Files" }, "S3_BUCKET must be a bucket name"],
    [{ S3_BUCKET: "ab" }, "S3_BUCKET must be a bucket name"],
    [{ S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT must be an http:// or https:// URL"],
    [{ S3_ENDPOINT: "ftp://files.example" }, "S3_ENDPOINT must be an http:// or https:// URL"],
    [{ S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE: must be true or false"],
    [{ S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set"],
    [
      { S3_SECRET_ACCESS_KEY: "x" },
      "S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set",
    ],
  ])("refuses %j, saying %s", (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });
});
