// /admin/userView: pick the person whose /profile pages to see (spec §2 '/admin': userView has
// the same nested pages as /profile). A GET form searching people by name, e-mail or organisation
// (issue 18 'find a person (search by name, e-mail, organisation)'), so it works
// without JavaScript and the search is a URL (?q=…); each result opens /admin/userView/home for
// that person (issue 13, decision 0066). read:admin, checked by the layout and here.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { searchPeople } from "~/models/profiles.server";
import { requirePermission } from "~/services/auth/guards.server";
import { readQuery } from "~/services/kit/query";
import { personSearchQuery } from "~/services/people/queries";
import { PERSON_SEARCH_MAX } from "~/services/people/rules";
import { NO_HYDRATION } from "~/components/hydration";

// Plain HTML (decision 0156): the search is a GET form and each result a link.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "View as a person · Veld" }];

/** More than this many matches: the page asks for a narrower search. */
const LIMIT = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const q = readQuery(request, personSearchQuery).q ?? "";
  const people = q === "" ? [] : await searchPeople(q, LIMIT + 1);
  return {
    q,
    people: people.slice(0, LIMIT),
    more: people.length > LIMIT,
  };
}

const fullName = (person: { name: string | null; surname: string | null }) =>
  [person.name, person.surname].filter(Boolean).join(" ") || "(no name)";

export default function UserViewPicker() {
  const { q, people, more } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">View as a person</h1>
      <p>
        Find a participant by name, e-mail address or organisation to see their profile, company and
        journey pages exactly as they see them (read-only). Every view is kept in the audit log.
      </p>
      <Form method="get" role="search" className="user-view__search">
        <label htmlFor="user-view-q">Name, e-mail or organisation</label>{" "}
        <input
          id="user-view-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={PERSON_SEARCH_MAX}
          autoComplete="off"
        />{" "}
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
      {q === "" ? null : people.length === 0 ? (
        <p role="status">No person matches ‘{q}’.</p>
      ) : (
        <>
          <p role="status">
            {more
              ? `The first ${people.length} people matching ‘${q}’: narrow the search to see others.`
              : `${people.length} ${people.length === 1 ? "person matches" : "people match"} ‘${q}’.`}
          </p>
          <ul className="link-list" aria-label="People found">
            {people.map((person) => (
              <li key={person.id}>
                <Link to={`/admin/userView/home?userId=${encodeURIComponent(person.id)}`}>
                  {fullName(person)}
                </Link>{" "}
                <span>{person.email}</span>
                {person.organisations.length > 0 ? (
                  <span> ({person.organisations.join(", ")})</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
