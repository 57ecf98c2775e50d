import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Frequently asked questions · Veld" }];

export default function Faqs() {
  return (
    <ComingSoon
      title="Frequently asked questions"
      description="Answers to common questions about regenerative farming, carbon credits and how the programme works."
    />
  );
}
