import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Practice data · Veld" }];

export default function PracticeData() {
  return (
    <ComingSoon
      title="Practice data"
      description="Records what you did on each field, such as grazing, fertiliser and tillage."
    />
  );
}
