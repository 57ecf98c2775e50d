// Whose turn it is on the journey (journeyStatus in app/services/journey/steps.ts): a note while
// an admin reviews, a clear message when the answer was no.
import type { JourneyStatus } from "~/services/journey/steps";

export function JourneyStatusNote({ status }: { status: JourneyStatus }) {
  if (status.kind === "todo") return null;
  return (
    <p
      className={`journey-status journey-status--${status.kind}`}
      role={status.kind === "declined" ? "alert" : "status"}
    >
      {status.message}
    </p>
  );
}
