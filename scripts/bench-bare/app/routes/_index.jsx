// A bare page: a loader and a few elements, as in the framework's starter template.
import { useLoaderData } from "@remix-run/react";

export const meta = () => [{ title: "Bare Remix page" }];

export function loader() {
  return { greeting: "Welcome to Remix" };
}

export default function Index() {
  const { greeting } = useLoaderData();
  return (
    <main>
      <h1>{greeting}</h1>
      <p>The baseline of Veld's throughput benchmark.</p>
    </main>
  );
}
