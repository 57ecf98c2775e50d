import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Job Applications · Veld" }];

export default function JobApplications() {
  return (
    <ComingSoon
      title="Job Applications"
      description="Manage job postings and applicants: listings, incoming and declined applications, and interviews."
    />
  );
}
