import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { LIST_COLUMNS, PUBLIC, withPartCounts, type PlaybookListItem } from "./playbook-list.server";

export interface SeriesSummary {
  slug: string;
  title: string;
  description: string;
  icon: string;
  playbookCount: number;
  updatedAt: string;
}

export interface Series extends SeriesSummary {
  createdAt: string;
  /** In reading order. */
  playbooks: PlaybookListItem[];
}

interface PlaybookLink {
  slug: string;
  title: string;
}

/** Where a playbook sits in its series: the overview's series bar. */
export interface SeriesPosition {
  series: { slug: string; title: string };
  /** 1-based. */
  position: number;
  total: number;
  previous?: PlaybookLink;
  next?: PlaybookLink;
}

/** Every series, oldest first (the order they were created in). */
export async function listSeries(db: Kysely<Database>): Promise<SeriesSummary[]> {
  const rows = await db
    .selectFrom("courses as c")
    .select((eb) => [
      "c.slug",
      "c.title",
      "c.description",
      "c.icon",
      "c.updated_at",
      eb
        .selectFrom("course_playbooks as cp")
        .innerJoin("playbooks as p", "p.id", "cp.playbook_id")
        .whereRef("cp.course_id", "=", "c.id")
        .where("p.status", "=", PUBLIC)
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .as("playbook_count"),
    ])
    .orderBy("c.created_at")
    .orderBy("c.title")
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    icon: row.icon,
    playbookCount: Number(row.playbook_count ?? 0),
    updatedAt: row.updated_at,
  }));
}

export async function findSeries(db: Kysely<Database>, slug: string): Promise<Series | undefined> {
  const course = await db.selectFrom("courses").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!course) return undefined;
  const rows = await db
    .selectFrom("course_playbooks as cp")
    .innerJoin("playbooks as p", "p.id", "cp.playbook_id")
    .select(LIST_COLUMNS)
    .where("cp.course_id", "=", course.id)
    .where("p.status", "=", PUBLIC)
    .orderBy("cp.sequence")
    .execute();
  const playbooks = await withPartCounts(db, rows);
  return {
    slug: course.slug,
    title: course.title,
    description: course.description,
    icon: course.icon,
    playbookCount: playbooks.length,
    createdAt: course.created_at,
    updatedAt: course.updated_at,
    playbooks,
  };
}

/**
 * The series a playbook belongs to (the oldest, if several) and its neighbours there;
 * undefined when it is in none.
 */
export async function findSeriesPosition(
  db: Kysely<Database>,
  playbookId: string,
): Promise<SeriesPosition | undefined> {
  const course = await db
    .selectFrom("course_playbooks as cp")
    .innerJoin("courses as c", "c.id", "cp.course_id")
    .select(["c.id", "c.slug", "c.title"])
    .where("cp.playbook_id", "=", playbookId)
    .orderBy("c.created_at")
    .orderBy("c.title")
    .executeTakeFirst();
  if (!course) return undefined;
  const members = await db
    .selectFrom("course_playbooks as cp")
    .innerJoin("playbooks as p", "p.id", "cp.playbook_id")
    .select(["p.id", "p.slug", "p.title"])
    .where("cp.course_id", "=", course.id)
    .where("p.status", "=", PUBLIC)
    .orderBy("cp.sequence")
    .execute();
  const index = members.findIndex((member) => member.id === playbookId);
  const link = (member: (typeof members)[number] | undefined) =>
    member ? { slug: member.slug, title: member.title } : undefined;
  return {
    series: { slug: course.slug, title: course.title },
    position: index + 1,
    total: members.length,
    previous: link(members[index - 1]),
    next: link(members[index + 1]),
  };
}
