// The demo of an organisation's people managing themselves (issue 32; decision 0145): Mthembu
// Boerdery, where the owner changed a consultant's role, removed a farmhand who left (with the
// reason) and transferred the ownership to his daughter, so an admin browsing the demo finds the
// three acts in the audit log and the memberships they left. Made through the members service
// itself, once per database: only the start that writes the organisation makes the changes.
import { addMember } from "~/models/memberships.server";
import { insertMissingDetails } from "~/models/organisation-details.server";
import { insertMissingOrganisation } from "~/models/organisations.server";
import { insertMissingUser } from "~/models/profiles.server";
import { transaction } from "~/models/transaction.server";
import { isRefusal } from "~/services/kit/refusal";
import { changeMembers } from "~/services/organisations/members.server";
import type { MemberRole } from "~/shared/roles";

export const MEMBERS_DEMO_ORGANISATION_ID = "00000000-0000-4000-8000-000000000245";

export const MEMBERS_DEMO_PEOPLE = {
  formerOwner: { id: "00000000-0000-4000-8000-000000000141", name: "Bongani", role: "OWNER" },
  // Not a name another demo person has: specs find a demo farmer by name (notifications.spec.ts).
  newOwner: { id: "00000000-0000-4000-8000-000000000142", name: "Lindiwe", role: "STAFF" },
  removed: { id: "00000000-0000-4000-8000-000000000143", name: "Pieter", role: "STAFF" },
  roleChanged: { id: "00000000-0000-4000-8000-000000000144", name: "Ayesha", role: "CONSULTANT" },
} as const satisfies Record<string, { id: string; name: string; role: MemberRole }>;

export async function seedMembersDemo() {
  const organisationId = MEMBERS_DEMO_ORGANISATION_ID;
  const written = await transaction(async (tx) => {
    const fresh = await insertMissingOrganisation(
      { id: organisationId, name: "Mthembu Boerdery" },
      tx,
    );
    if (!fresh) return false;
    await insertMissingDetails(organisationId, {}, tx);
    for (const person of Object.values(MEMBERS_DEMO_PEOPLE)) {
      const email = `${person.name.toLowerCase()}@mthembu.example`;
      const surname =
        person.name === "Pieter" ? "van Wyk" : person.name === "Ayesha" ? "Patel" : "Mthembu";
      await insertMissingUser(
        {
          id: person.id,
          subject: `demo|members|${person.name.toLowerCase()}`,
          email,
          name: person.name,
          surname,
        },
        tx,
      );
      await addMember({ userId: person.id, organisationId, role: person.role }, tx);
    }
    return true;
  });
  if (!written) return;
  const owner = {
    userId: MEMBERS_DEMO_PEOPLE.formerOwner.id,
    label: "Bongani Mthembu",
    requestId: null,
  };
  const { roleChanged, removed, newOwner } = MEMBERS_DEMO_PEOPLE;
  const changes = [
    () =>
      changeMembers(owner, organisationId, { kind: "role", userId: roleChanged.id, role: "STAFF" }),
    () =>
      changeMembers(
        owner,
        organisationId,
        { kind: "remove", userId: removed.id },
        "Moved to a farm in the Free State.",
      ),
    () => changeMembers(owner, organisationId, { kind: "transfer", userId: newOwner.id }),
  ];
  for (const change of changes) {
    // A refusal would mean someone changed the organisation meanwhile: what they did stays.
    await change().catch((error: unknown) => {
      if (!isRefusal(error)) throw error;
    });
  }
}
