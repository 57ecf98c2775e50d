// One person on /admin/baseline/{userId} (issue 18 'People'; decision 0101): their sign-up answers
// and organisations, and their baseline read-only (for read:admin).
import { ScrollRegion } from "~/components/scroll-region";
import { formatDate } from "~/services/kit/format";
import {
  enterpriseLabel,
  experienceLabel,
  hectaresText,
  tenureLabel,
  type ReferralEntry,
} from "~/services/people/rules";
import { provinceLabel } from "~/shared/provinces";
import type { PersonRow } from "./people-list";

export interface SignupAnswers {
  userType: string;
  phoneNumber: string | null;
  country: string;
  region: string | null;
  hearAboutUs: string;
  referralCode: string | null;
  mailingList: boolean;
  signedUpAt: string | Date;
}

/** Who referred the person and whom they referred (decision 0150), each linked to their page. */
export function PersonReferrals({
  referredBy,
  referred,
}: {
  referredBy: ReferralEntry | null;
  referred: ReferralEntry[];
}) {
  const link = (p: ReferralEntry) => <a href={`/admin/baseline/${p.userId}`}>{p.label}</a>;
  return (
    <section aria-labelledby="referrals-heading">
      <h2 id="referrals-heading">Referrals</h2>
      <dl className="pp-facts" data-testid="referrals">
        <dt>Referred by</dt>
        <dd>{referredBy ? link(referredBy) : "-"}</dd>
        <dt>People they referred</dt>
        <dd>{referred.length}</dd>
      </dl>
      {referred.length > 0 ? (
        <ul aria-label="People they referred">
          {referred.map((p) => (
            <li key={p.userId}>
              {link(p)}, signed up on {formatDate(p.signedUpAt)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function PersonFacts({
  person,
  signup,
}: {
  person: PersonRow;
  signup: SignupAnswers | null;
}) {
  return (
    <>
      <section aria-labelledby="signup-heading">
        <h2 id="signup-heading">Sign-up answers</h2>
        {signup ? (
          <dl className="pp-facts" data-testid="signup-answers">
            <dt>Signed up</dt>
            <dd>{formatDate(signup.signedUpAt)}</dd>
            <dt>Describes themselves as</dt>
            <dd>{signup.userType}</dd>
            <dt>How they heard of the programme</dt>
            <dd>{signup.hearAboutUs}</dd>
            <dt>Phone</dt>
            <dd>{signup.phoneNumber ?? "-"}</dd>
            <dt>Country and province</dt>
            <dd>
              {signup.country}
              {signup.region ? `, ${provinceLabel(signup.region) ?? signup.region}` : ""}
            </dd>
            <dt>Referral code</dt>
            <dd>{signup.referralCode ?? "-"}</dd>
            <dt>Mailing list</dt>
            <dd>{signup.mailingList ? "Yes" : "No"}</dd>
          </dl>
        ) : (
          <p>They have not signed up yet: there are no sign-up answers.</p>
        )}
      </section>
      <section aria-labelledby="organisations-heading">
        <h2 id="organisations-heading">Organisations</h2>
        {person.organisations.length === 0 ? (
          <p>They do not belong to an organisation.</p>
        ) : (
          <ScrollRegion className="pp-scroll" label="Their organisations">
            <table className="pp-table">
              <thead>
                <tr>
                  <th scope="col">Organisation</th>
                  <th scope="col">Journey step</th>
                  <th scope="col">Role</th>
                </tr>
              </thead>
              <tbody>
                {person.organisations.map((o) => (
                  <tr key={o.organisationId}>
                    <td>{o.name}</td>
                    <td>{o.stepLabel ?? "-"}</td>
                    <td>{o.roleLabel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </>
  );
}

export function BaselineFacts({
  baseline,
}: {
  baseline: {
    farmingSinceYear: number | string;
    enterpriseType: string;
    hectaresAtJoining: number | string;
    landTenure: string;
    regenerativeExperience: string;
    notes: string;
  };
}) {
  const or = (text: string) => text || "-";
  return (
    <dl className="pp-facts" data-testid="baseline-facts">
      <dt>Farming since</dt>
      <dd>{or(String(baseline.farmingSinceYear))}</dd>
      <dt>Enterprise type</dt>
      <dd>{or(enterpriseLabel(baseline.enterpriseType || null))}</dd>
      <dt>Hectares farmed at joining</dt>
      <dd>
        {or(
          hectaresText(
            baseline.hectaresAtJoining === "" ? null : Number(baseline.hectaresAtJoining),
          ),
        )}
      </dd>
      <dt>Land tenure</dt>
      <dd>{or(tenureLabel(baseline.landTenure || null))}</dd>
      <dt>Regenerative practice before joining</dt>
      <dd>{or(experienceLabel(baseline.regenerativeExperience || null))}</dd>
      <dt>Notes</dt>
      <dd>{or(baseline.notes)}</dd>
    </dl>
  );
}
