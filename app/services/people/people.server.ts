// The people and their baselines (issue 18 'People'; decision 0101): everyone with each of their
// organisations and its journey step (the audience service, decision 0099), their sign-up answer
// 'how they heard of the programme' and the baseline; one person's page; the CSV export; and
// saving a baseline, audited with each changed value (from → to) and the admin's reason.
import * as baselines from "~/models/baselines.server";
import { listMemberOrganisations } from "~/models/memberships.server";
import { findReferrer, listReferredPeople, type ReferralPerson } from "~/models/profiles.server";
import { transaction } from "~/models/transaction.server";
import { listAudienceMembers } from "~/services/audience/audience.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { loadJourneyProgressMany } from "~/services/journey/progress.server";
import { currentStep, STEP_LABELS } from "~/services/journey/steps";
import { HEAR_ABOUT_US_OPTIONS, USER_TYPE_OPTIONS } from "~/services/profiles/signup-form";
import { csvStream } from "~/services/kit/csv.server";
import { paginate } from "~/services/kit/table";
import { baselineSchema, type BaselineInput } from "./forms";
import {
  groupPeople,
  isBaselineEmpty,
  peopleCsvRow,
  PEOPLE_CSV_HEADER,
  selectPeople,
  type BaselineValues,
  type Person,
  type PeopleFilter,
  type ReferralEntry,
} from "./rules";
import { Refusal } from "~/services/kit/refusal";

export const PEOPLE_MESSAGES = {
  notFound: "There is no person with that user id.",
} as const;

const labelIn = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((option) => option.value === value)?.label ?? value;

/** spec §3 'hearAboutUs': the sign-up option's label. */
export const hearAboutUsLabel = (value: string) => labelIn(HEAR_ABOUT_US_OPTIONS, value);

function valuesOf(row: baselines.BaselineRow): BaselineValues {
  return {
    farmingSinceYear: row.farmingSinceYear,
    enterpriseType: row.enterpriseType,
    hectaresAtJoining: row.hectaresAtJoining,
    landTenure: row.landTenure,
    regenerativeExperience: row.regenerativeExperience,
    notes: row.notes,
  };
}

/** Everyone, with organisations and steps, sign-up answer and baseline (not yet filtered). */
export async function loadPeople(): Promise<Person[]> {
  const [members, baselineRows, answers] = await Promise.all([
    listAudienceMembers(),
    baselines.listBaselines(),
    baselines.listSignupAnswers(),
  ]);
  return groupPeople(
    members,
    new Map(baselineRows.map((row) => [row.userId, valuesOf(row)])),
    new Map(answers.map((row) => [row.userId, row.hearAboutUs])),
  );
}

/** One page of the people the filter chooses (page from 0; past the end: the last page). */
export async function listPeople(filter: PeopleFilter, paging: { page: number; limit: number }) {
  const everyone = await loadPeople();
  const chosen = selectPeople(everyone, filter);
  const pageInfo = paginate(chosen.length, paging.page, paging.limit);
  return {
    people: chosen.slice(pageInfo.offset, pageInfo.offset + pageInfo.size),
    pageInfo,
    organisations: organisationsOf(everyone),
  };
}

/** The organisations the people list can be filtered by (those someone belongs to). */
export function organisationsOf(people: readonly Person[]) {
  const seen = new Map<string, string>();
  for (const p of people)
    for (const o of p.organisations) seen.set(o.organisationId, o.organisationName);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

const CSV_CHUNK = 200;

/**
 * Every person the filter chooses as CSV (the kit's writer: a byte-order mark, the header, the
 * rows, every text defused), written a chunk of rows at a time.
 */
export function peopleCsvStream(filter: PeopleFilter): ReadableStream<Uint8Array> {
  return csvStream(PEOPLE_CSV_HEADER, peopleCsvPages(filter));
}

async function* peopleCsvPages(filter: PeopleFilter) {
  const chosen = selectPeople(await loadPeople(), filter);
  for (let offset = 0; offset < chosen.length; offset += CSV_CHUNK) {
    yield chosen.slice(offset, offset + CSV_CHUNK).map((p) => peopleCsvRow(p, hearAboutUsLabel));
  }
}

/** A person in the referral lists: their name (or e-mail) and when they signed up. */
function referralEntry(p: ReferralPerson): ReferralEntry {
  const name = [p.name, p.surname].filter(Boolean).join(" ");
  return { userId: p.id, label: name || p.email, signedUpAt: p.createdAt };
}

/** One person: names, sign-up answers, organisations with their steps, baseline. 404 unknown. */
export async function loadPerson(userId: string) {
  const row = await baselines.findPersonWithProfile(userId);
  if (!row) throw new Refusal(404, PEOPLE_MESSAGES.notFound);
  const [memberships, baseline, referredBy, referred] = await Promise.all([
    listMemberOrganisations(row.id),
    baselines.findBaseline(row.id),
    findReferrer(row.id),
    listReferredPeople(row.id),
  ]);
  const progress = await loadJourneyProgressMany(memberships.map((m) => m.id));
  const organisations = memberships.map((m) => {
    const p = progress.get(m.id);
    const step = p ? currentStep(p) : null;
    return {
      organisationId: m.id,
      organisationName: m.name,
      role: m.role as string,
      step,
      stepLabel: step ? STEP_LABELS[step] : null,
    };
  });
  const values = baseline ? valuesOf(baseline) : null;
  const profile = row.profile;
  return {
    person: {
      userId: row.id,
      email: row.email,
      name: row.name,
      surname: row.surname,
      hearAboutUs: profile?.hearAboutUs ?? null,
      organisations,
      baseline: values && !isBaselineEmpty(values) ? values : null,
    } satisfies Person,
    baselineUpdatedAt: baseline?.updatedAt ?? null,
    // Who referred them and whom they referred (decision 0150).
    referrals: {
      referredBy: referredBy && referralEntry(referredBy),
      referred: referred.map(referralEntry),
    },
    signup: profile
      ? {
          userType:
            profile.userType === "other" && profile.otherUserType
              ? `Other: ${profile.otherUserType}`
              : labelIn(USER_TYPE_OPTIONS, profile.userType),
          phoneNumber: profile.phoneNumber,
          country: profile.country,
          region: profile.region,
          hearAboutUs: hearAboutUsLabel(profile.hearAboutUs),
          referralCode: profile.hasReferral ? profile.referralCode : null,
          mailingList: profile.mailingList,
          signedUpAt: profile.createdAt,
        }
      : null,
  };
}

/** The checked values of a save, or a refusal (422) naming the first field at fault. */
export function parseBaseline(input: unknown, now = new Date()): BaselineInput {
  const result = baselineSchema(now.getUTCFullYear()).safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Refusal(422, issue.message, { field: String(issue.path[0] ?? "reason") });
  }
  return result.data;
}

const BASELINE_KEYS = [
  "farmingSinceYear",
  "enterpriseType",
  "hectaresAtJoining",
  "landTenure",
  "regenerativeExperience",
  "notes",
] as const satisfies readonly (keyof BaselineValues)[];

const EMPTY_BASELINE: BaselineValues = {
  farmingSinceYear: null,
  enterpriseType: null,
  hectaresAtJoining: null,
  landTenure: null,
  regenerativeExperience: null,
  notes: null,
};

/**
 * Saves the person's baseline (write:admin; the route checks), audited as 'baseline.update' with
 * each changed value from → to and the reason. Nothing changed: nothing written, not audited.
 */
export async function saveBaseline(actor: Actor, userId: string, input: unknown, now = new Date()) {
  const person = await baselines.findPersonWithProfile(userId);
  if (!person) throw new Refusal(404, PEOPLE_MESSAGES.notFound);
  const { reason, ...values } = parseBaseline(input, now);
  return transaction(async (tx) => {
    const before = await baselines.lockBaseline(person.id, tx);
    const from = before ? valuesOf(before) : EMPTY_BASELINE;
    const changes = Object.fromEntries(
      BASELINE_KEYS.filter((key) => from[key] !== values[key]).map((key) => [
        key,
        { from: from[key], to: values[key] },
      ]),
    );
    const name = [person.name, person.surname].filter(Boolean).join(" ") || person.email;
    if (Object.keys(changes).length === 0) return { changed: false, name };
    await baselines.saveBaseline(person.id, values, actor.userId, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "baseline.update",
        entityType: "user",
        entityId: person.id,
        changes: { changes, reason },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return { changed: true, name };
  });
}
