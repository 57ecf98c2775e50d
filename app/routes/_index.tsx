import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Veld" }];

export default function Index() {
  return (
    <main>
      <h1>Veld</h1>
      <p>Regenerative farming and carbon credits for South African farmers.</p>
    </main>
  );
}
