// An organisation's people manage themselves (issue 32; decision 0145), on a 360 px phone without
// JavaScript: the owner invites their colleague, who accepts; the owner changes the colleague's
// role and transfers the ownership to them (a confirmation step that is an address); the new
// owner removes the former one with a reason, who then belongs to no organisation. From an
// organisation of its own (scenarios.ts 'members'), so it runs on any worker. The second walk, with
// JavaScript on a desktop (scenarios.ts 'membersJs'), changes a role and a member confirms leaving.
import { expect, test, type Page } from "@playwright/test";
import { choose, hydrated, myScenario, signedInAs } from "./fixtures";

const phone = (page: Page) => page.setViewportSize({ width: 360, height: 740 });

test("on a phone without JavaScript an owner changes a role, transfers ownership and is removed by the new owner", async ({
  browser,
}) => {
  const people = myScenario("members");
  const colleague = people.colleague!;
  const colleagueName = `${colleague.givenName} ${colleague.familyName}`;
  const ownerName = `${people.givenName} ${people.familyName}`;

  // The owner invites the colleague as staff.
  const owner = await signedInAs(browser, people.email, "/profile/company", false);
  await phone(owner.page);
  const invite = owner.page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("Email").fill(colleague.email);
  await choose(invite, "Their role", "Farm Manager / Staff / Associate", false);
  await invite.getByRole("button", { name: "Send invite" }).click();
  await expect(owner.page.getByText(`Invite sent to ${colleague.email}.`)).toBeVisible();

  // The colleague accepts.
  const other = await signedInAs(browser, colleague.email, "/profile/company", false);
  await phone(other.page);
  await other.page
    .getByRole("button", { name: `Accept the invite to join ${people.organisationName}` })
    .click();
  await expect(other.page.getByText(`You joined ${people.organisationName}.`)).toBeVisible();

  // The owner changes the colleague's role.
  await owner.page.goto("/profile/company");
  await owner.page
    .getByLabel(`Role of ${colleagueName}`, { exact: true })
    .selectOption({ label: "Agri Consultant / Representative" });
  await owner.page.getByRole("button", { name: `Change the role of ${colleagueName}` }).click();
  await expect(
    owner.page.getByText(`${colleague.email}'s role is now Agri Consultant / Representative.`),
  ).toBeVisible();

  // The owner transfers the ownership, after the confirmation step.
  await owner.page.getByRole("link", { name: `Transfer ownership to ${colleagueName}` }).click();
  await expect(owner.page).toHaveURL(/\?confirm=transfer&member=/);
  await expect(
    owner.page.getByRole("heading", {
      name: `Transfer ownership of ${people.organisationName} to ${colleagueName}?`,
    }),
  ).toBeVisible();
  await owner.page.getByRole("button", { name: "Transfer ownership" }).click();
  await expect(
    owner.page.getByText(`${colleague.email} is now the owner of ${people.organisationName}.`),
  ).toBeVisible();
  // No longer an owner: no member forms.
  await expect(owner.page.getByRole("button", { name: /^Change the role of/ })).toHaveCount(0);

  // The new owner removes the former one, with a reason.
  await other.page.goto("/profile/company");
  await other.page.getByRole("link", { name: `Remove ${ownerName}` }).click();
  await expect(other.page).toHaveURL(/\?confirm=remove&member=/);
  await other.page.getByLabel("Reason (optional)").fill("Retired from the farm.");
  await other.page.getByRole("button", { name: "Remove member" }).click();
  await expect(
    other.page.getByText(`${people.email} was removed from ${people.organisationName}.`),
  ).toBeVisible();

  // The former owner no longer sees the organisation.
  await owner.page.goto("/profile/company");
  await expect(owner.page.getByText("You don't belong to an organisation yet.")).toBeVisible();
  await owner.context.close();
  await other.context.close();
});

// With JavaScript on a desktop (scenarios.ts 'membersJs'): the same forms, posted by the router
// instead of the browser. The owner invites the colleague and changes their role; the only owner
// asked to confirm leaving is told to transfer ownership first, with no form to post; the
// colleague confirms leaving and the owner sees them gone.
test("with JavaScript an owner changes a role, is told to transfer before leaving, and a member leaves", async ({
  browser,
}) => {
  const people = myScenario("membersJs");
  const colleague = people.colleague!;
  const colleagueName = `${colleague.givenName} ${colleague.familyName}`;

  const owner = await signedInAs(browser, people.email, "/profile/company");
  // The page is hydrated (not plain HTML): the posts below are the router's.
  await expect(owner.page.locator("html[data-hydrated]")).toHaveCount(1);
  const invite = owner.page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("Email").fill(colleague.email);
  await choose(invite, "Their role", "Farm Manager / Staff / Associate");
  await invite.getByRole("button", { name: "Send invite" }).click();
  await expect(owner.page.getByText(`Invite sent to ${colleague.email}.`)).toBeVisible();

  const other = await signedInAs(browser, colleague.email, "/profile/company");
  await other.page
    .getByRole("button", { name: `Accept the invite to join ${people.organisationName}` })
    .click();
  await expect(other.page.getByText(`You joined ${people.organisationName}.`)).toBeVisible();

  // The owner changes the colleague's role: the router posts it, the page stays.
  await owner.page.goto("/profile/company");
  await hydrated(owner.page);
  const members = owner.page.getByRole("region", { name: "Members" });
  await members
    .getByLabel(`Role of ${colleagueName}`, { exact: true })
    .selectOption({ label: "Agri Consultant / Representative" });
  await members.getByRole("button", { name: `Change the role of ${colleagueName}` }).click();
  await expect(
    owner.page.getByText(`${colleague.email}'s role is now Agri Consultant / Representative.`),
  ).toBeVisible();
  // The list, read again after the post, shows the new role.
  await expect(
    members.getByRole("listitem").filter({ hasText: colleague.email }).locator(".org-role"),
  ).toHaveText("Agri Consultant / Representative");

  // The only owner asks to leave: the step says to transfer ownership first, and has no form.
  await owner.page.getByRole("link", { name: "Leave this organisation" }).click();
  await expect(owner.page).toHaveURL(/\?confirm=leave$/);
  const step = owner.page.getByRole("region", { name: `Leave ${people.organisationName}?` });
  await expect(
    step.getByText(
      "You are the only owner of this organisation. Transfer ownership to another member before you leave it.",
    ),
  ).toBeVisible();
  await expect(step.getByRole("button", { name: "Leave this organisation" })).toHaveCount(0);

  // The colleague confirms leaving: home, no longer a member.
  await other.page.goto("/profile/company");
  await hydrated(other.page);
  await other.page.getByRole("link", { name: "Leave this organisation" }).click();
  await expect(other.page).toHaveURL(/\?confirm=leave$/);
  await other.page.getByRole("button", { name: "Leave this organisation" }).click();
  await expect(other.page).toHaveURL(/\/profile\/home$/);
  await expect(other.page.getByText(`You left ${people.organisationName}.`)).toBeVisible();

  // The owner's list no longer has them.
  await owner.page.goto("/profile/company");
  await expect(
    owner.page.getByRole("region", { name: "Members" }).getByText(colleague.email),
  ).toHaveCount(0);
  await owner.context.close();
  await other.context.close();
});
