// 'Requests from the programme' (issue 16; decision 0085; spec §4 'Task or request types'): the
// organisation's open requests with their type, title, description, when they were made and a
// link to where they are done. A request the programme asked for by hand (ADMIN_REQUESTED) has
// 'Mark as done', a real POST; the others are done when their item is sent for review again.
// Nothing is shown when there are none.
import { Form, Link } from "@remix-run/react";
import { formatDate } from "~/services/kit/format";
import { TASK_TYPE_LABELS, type TaskType } from "~/shared/review";

export interface TaskView {
  taskId: string;
  type: TaskType;
  title: string;
  description: string | null;
  /** Where it is done, already under the page's basePath; null for none. */
  href: string | null;
  createdAt: string;
}

export interface TaskListProps {
  tasks: readonly TaskView[];
  /** May mark requests done (a member with an editor role, not staff looking through userView). */
  canComplete: boolean;
  /** Where 'Mark as done' posts (the current page by default). */
  action?: string;
  headingLevel?: 2 | 3;
}

export function TaskList({ tasks, canComplete, action, headingLevel = 2 }: TaskListProps) {
  if (tasks.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="org-panel rv-tasks" aria-labelledby="tasks-heading">
      <Heading id="tasks-heading">Requests from the programme</Heading>
      <ul className="rv-items">
        {tasks.map((task) => (
          <li key={task.taskId} className="rv-item" data-testid="task">
            <div className="rv-item__head">
              <strong>{task.title}</strong>
              <span className="rv-status">{TASK_TYPE_LABELS[task.type]}</span>
            </div>
            {task.description ? <p className="rv-item__reason">{task.description}</p> : null}
            <p className="rv-item__note">Asked on {formatDate(task.createdAt)}</p>
            <div className="rv-item__actions">
              {task.href ? <Link to={task.href}>Go to it</Link> : null}
              {canComplete && task.type === "ADMIN_REQUESTED" ? (
                <Form method="post" action={action}>
                  <input type="hidden" name="taskId" value={task.taskId} />
                  <button type="submit" name="intent" value="completeTask" className="button">
                    Mark as done
                  </button>
                </Form>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
