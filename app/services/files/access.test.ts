// Who may download a stored file (spec §7 'File download'; anyone else gets a 404, as if the
// file did not exist, so ids cannot be probed).
import { describe, expect, it } from "vitest";
import { canAccessFile, type FileAccessSubject, type FileOwnership } from "./access";

const farmA = "org-a";
const farmB = "org-b";
const person = (over: Partial<FileAccessSubject> = {}): FileAccessSubject => ({
  userId: "alice",
  isAdmin: false,
  organisationIds: [],
  ...over,
});
const file = (over: Partial<FileOwnership> = {}): FileOwnership => ({
  uploadedBy: "bob",
  organisationId: farmA,
  ...over,
});

describe("who can download a file", () => {
  it.each<[string, FileAccessSubject, FileOwnership, boolean]>([
    ["an admin, for any organisation's file", person({ isAdmin: true }), file(), true],
    [
      "an admin, for a file with no organisation",
      person({ isAdmin: true }),
      file({ organisationId: null }),
      true,
    ],
    ["the person who uploaded it", person(), file({ uploadedBy: "alice" }), true],
    [
      "the uploader, after leaving the organisation",
      person(),
      file({ uploadedBy: "alice", organisationId: farmB }),
      true,
    ],
    ["a member of the file's organisation", person({ organisationIds: [farmA] }), file(), true],
    [
      "a member of several organisations, one of them the file's",
      person({ organisationIds: [farmB, farmA] }),
      file(),
      true,
    ],
    ["a member of another organisation", person({ organisationIds: [farmB] }), file(), false],
    ["someone in no organisation", person(), file(), false],
    [
      "anyone else, for a file with no organisation",
      person({ organisationIds: [farmA] }),
      file({ organisationId: null }),
      false,
    ],
    [
      "someone not signed up yet, for an anonymous upload",
      person({ userId: null }),
      file({ uploadedBy: null, organisationId: null }),
      false,
    ],
    [
      "the hiring team (write:application), for a job applicant's CV",
      person({ isAdmin: true, writeApplications: true }),
      file({ uploadedBy: null, organisationId: null, purpose: "job-cv" }),
      true,
    ],
    [
      "an admin with read:admin only, for a job applicant's CV (POPIA: special personal information)",
      person({ isAdmin: true }),
      file({ uploadedBy: null, organisationId: null, purpose: "job-cv" }),
      false,
    ],
    [
      "an admin, for a contract (any other purpose)",
      person({ isAdmin: true }),
      file({ purpose: "contract" }),
      true,
    ],
  ])("%s: %s", (_, subject, owned, allowed) => {
    expect(canAccessFile(subject, owned)).toBe(allowed);
  });
});
