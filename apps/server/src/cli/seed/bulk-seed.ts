import { sql } from "drizzle-orm";

import { CONSIDER_FROM, FAILING_GRADE, GRADE_CUTOFFS, RECOMMEND_FROM } from "@twl/contract";

import type { Db } from "../../db/client.ts";

const ADJECTIVES = [
  "Silent",
  "Broken",
  "Golden",
  "Last",
  "Hidden",
  "Burning",
  "Frozen",
  "Crimson",
  "Quiet",
  "Electric",
  "Lonely",
  "Savage",
  "Paper",
  "Midnight",
  "Wild",
  "Distant",
  "Hollow",
  "Neon",
  "Salt",
  "Iron",
];
const NOUNS = [
  "Harbor",
  "Kingdom",
  "Orchard",
  "Signal",
  "River",
  "Witness",
  "Garden",
  "Engine",
  "Empire",
  "Lantern",
  "Frontier",
  "Echo",
  "Mirror",
  "Highway",
  "Choir",
  "Archive",
  "Tide",
  "Circus",
  "Station",
  "Verdict",
];
const SUBJECTS = [
  "A retired detective",
  "An estranged brother",
  "A night-shift nurse",
  "A teenage hacker",
  "An aging rock star",
  "A small-town mayor",
  "A stubborn lighthouse keeper",
  "A grieving chef",
  "A rookie reporter",
  "A disgraced surgeon",
];
const GOALS = [
  "must solve one last case",
  "races to save the family farm",
  "uncovers a conspiracy",
  "fights to win back a lost love",
  "plans an impossible heist",
  "searches for a missing sister",
  "battles a corrupt company",
  "tries to survive a brutal winter",
  "chases a dream of stardom",
  "confronts a buried secret",
];
const PLACES = [
  "in 1970s Detroit",
  "on a remote island",
  "in a city that never sleeps",
  "during a blackout",
  "at the edge of the desert",
  "in post-war London",
  "aboard a failing space station",
  "in a haunted hotel",
  "before the election",
  "on the night of the storm",
];
const FIRST = [
  "Ava",
  "Ben",
  "Clara",
  "Diego",
  "Ellen",
  "Farid",
  "Grace",
  "Hiro",
  "Ines",
  "Jonah",
  "Kira",
  "Luca",
  "Mina",
  "Nate",
  "Olga",
  "Pablo",
  "Quinn",
  "Rosa",
  "Sami",
  "Tess",
];
const LAST = [
  "Adler",
  "Brooks",
  "Costa",
  "Duval",
  "Evans",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ito",
  "Jensen",
  "Kowalski",
  "Lund",
  "Moreau",
  "Novak",
  "Okafor",
  "Price",
  "Quint",
  "Rossi",
  "Sato",
  "Tanaka",
];

/** `(ARRAY[...])[random index]`, evaluated per row. The words are constants of this file, quoted safely. */
const choose = (items: string[]) =>
  sql.raw(
    `(ARRAY[${items.map((i) => `'${i.replaceAll("'", "''")}'`).join(",")}])[1 + floor(random() * ${items.length})::int]`,
  );

/**
 * Bulk demo data for load tests: `authors` writers and `count` scripts with titles, loglines,
 * genres, types, clout, views and dates, inserted set-wise by PostgreSQL itself (one statement each).
 */
export async function bulkSeed(db: Db, count: number, authors = 500): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bulk-' || i, ${choose(FIRST)} || ' ' || ${choose(LAST)}, 'bulk-' || i || '@bulk.thewhitelist.invalid', true
    from generate_series(1, ${authors}) i
    on conflict do nothing`);
  await db.execute(sql`
    insert into scripts (user_id, title, logline, genre, is_public, page_count, received_clout, views, screenplay_type,
                         is_contest_winner, is_staff_pick, created_at, updated_at)
    select 'bulk-' || (1 + floor(random() * ${authors})::int),
           ${choose(ADJECTIVES)} || ' ' || ${choose(NOUNS)} || case when random() < 0.3 then ' ' || (1 + floor(random() * 9))::int else '' end,
           ${choose(SUBJECTS)} || ' ' || ${choose(GOALS)} || ' ' || ${choose(PLACES)} || '.',
           'Drama',
           random() < 0.85,
           60 + floor(random() * 70)::int,
           case when random() < 0.4 then floor(random() * random() * 2000)::int else 0 end,
           floor(random() * random() * 800)::int,
           (array['movie','movie','movie','tv','play','short'])[1 + floor(random() * 6)::int],
           random() < 0.005,
           random() < 0.01,
           now() - make_interval(days => floor(random() * 1100)::int, hours => floor(random() * 24)::int),
           now()
    from generate_series(1, ${count})`);
  await db.execute(sql`
    insert into script_genres (script_id, genre_id, position)
    select s.id, g.id, 0 from scripts s
    join lateral (select id from genres order by random() + (s.views * 0) limit 1) g on true
    where s.user_id like 'bulk-%' and not exists (select 1 from script_genres sg where sg.script_id = s.id)`);
  await db.execute(
    sql`update scripts s set genre = g.name from script_genres sg join genres g on g.id = sg.genre_id where sg.script_id = s.id and s.user_id like 'bulk-%'`,
  );
  await seedScriptFacts(db);
  await db.execute(sql`analyze`);
}

/** The grade of an overall score `column` (0-100), by the contract's cut-offs. */
const gradeOf = (column: string) =>
  sql.raw(
    `case ${GRADE_CUTOFFS.map(([grade, cutoff]) => `when ${column} >= ${cutoff} then '${grade}'`).join(" ")} else '${FAILING_GRADE}' end`,
  );

/**
 * Page facts for the bulk scripts (issue 35), drawn to look like real ones: the format follows the
 * declared type with pages to match (shorts 5-30, pilots 28-65, features and plays 60-130), casts of
 * 2-40 and locations of 1-60 growing with the pages, exterior, night, dialogue and lead shares in
 * their usual ranges, budget bands mostly Low, and one script in six with a coverage report.
 */
async function seedScriptFacts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into script_facts (script_id, page_count, format, speaking_cast, locations, exterior_pct, night_pct,
                              dialogue_pct, lead_pct, budget_band, has_coverage, coverage_score)
    select s.id,
           case s.screenplay_type when 'short' then 5 + floor(random() * 26)::int
                                  when 'tv' then 28 + floor(random() * 38)::int
                                  else s.page_count end,
           case s.screenplay_type when 'movie' then 'feature' when 'tv' then 'pilot' else s.screenplay_type end,
           0, 0,
           floor(random() * random() * 80)::int,
           floor(random() * random() * 70)::int,
           25 + floor(random() * 50)::int,
           8 + floor(random() * random() * 50)::int,
           (array['Micro','Low','Low','Low','Medium','Medium','High'])[1 + floor(random() * 7)::int],
           random() < 0.16,
           null
    from scripts s
    where s.user_id like 'bulk-%' and not exists (select 1 from script_facts f where f.script_id = s.id)`);
  await db.execute(sql`
    update script_facts f
    set speaking_cast = greatest(1, round(f.page_count * (0.03 + random() * 0.25)))::int,
        locations = greatest(1, round(f.page_count * (0.02 + random() * 0.4)))::int,
        coverage_score = case when f.has_coverage then 45 + floor(random() * 50)::int end
    from scripts s
    where s.id = f.script_id and s.user_id like 'bulk-%'`);
  await db.execute(sql`
    update script_facts f
    set coverage_grade = ${gradeOf("f.coverage_score")},
        recommendation = case when f.coverage_score >= ${RECOMMEND_FROM.overall} then 'Recommend'
                              when f.coverage_score >= ${CONSIDER_FROM.overall} then 'Consider'
                              else 'Pass' end
    from scripts s
    where s.id = f.script_id and s.user_id like 'bulk-%' and f.has_coverage`);
}
