import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';

/** The stages a case works in (the queue's), and every stage a case can be in, with its shzt. */
export const WORKING_STAGES = ['acceptance', 'firstReview', 'secondReview', 'registration', 'certificate'] as const;
const SHZT: Record<string, number> = { acceptance: 0, firstReview: 0, secondReview: 0, registration: 10, certificate: 20, done: 30, correction: 11, rejected: 21 };

/**
 * Where a registry's cases are on a working day: most are done, a working stage holds a few days'
 * intake each, some went back to the citizen for correction, a few were rejected.
 */
export const EVERY_STAGE: Record<string, number> = { acceptance: 12, firstReview: 12, secondReview: 8, registration: 8, certificate: 8, done: 40, correction: 7, rejected: 5 };

/** The trail (activity, opinion, role, demo member) a case has when it reached the stage at index k (0: acceptance). */
const STEPS: Array<[string, string | null, string, string]> = [
  ['受理通过', '材料齐全，符合受理条件，予以受理。', 'acceptance_clerk', 'demo-acceptance'],
  ['初审通过', '经初审，申请材料齐全，符合登记条件。', 'reviewer', 'demo-reviewer'],
  ['审核通过', '经复审，符合登记条件，同意登记。', 'reviewer', 'demo-reviewer2'],
  ['登簿', '经核定，符合登记条件，准予登簿。', 'registrar', 'demo-registrar'],
  ['发证', '证书已缮制，准予发证。', 'certificate_clerk', 'demo-certificate'],
];
const STAGE_INDEX: Record<string, number> = { acceptance: 0, firstReview: 1, secondReview: 2, registration: 3, certificate: 4, done: 5 };

/**
 * The businesses, a quarter each: the two first mortgages (a holder, an obligor, a unit, the
 * mortgage), a sale (buyer, seller and a third party, the unit, the transfer and for half a new
 * mortgage) and a mortgage's cancellation (the parties and the proof number of the mortgage).
 */
const BUSINESSES = sql.raw(
  [
    ['1001', '一般抵押权首次登记', '100', '4'],
    ['1002', '最高额抵押权首次登记', '100', '4'],
    ['3001', '二手房买卖转移登记', '200', '4'],
    ['4001', '抵押权注销登记', '400', '23'],
  ]
    .map((row) => `(${row.map((value) => `'${value}'`).join(', ')})`)
    .join(', '),
);

export interface BenchApplications {
  /** How many applications. */
  count: number;
  /** Stage weights (relative); every stage equally likely when an array. */
  stages: readonly string[] | Record<string, number>;
  /**
   * With everything under each application as filing and the stages write it: parties, units,
   * rights, materials, submissions, the trail, frozen checks, documents, claims. Without: the
   * application and its case only (what the queue reads).
   */
  records?: boolean;
}

/** A CASE picking a stage by a uniform random number `r` (a column) and the weights. */
const stageByWeight = (weights: Record<string, number>, r: string) => {
  const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  let upTo = 0;
  const arms = Object.entries(weights).map(([stage, weight]) => {
    upTo += weight / total;
    return `when ${r} < ${upTo.toFixed(6)} then '${stage}'`;
  });
  return sql.raw(`case ${arms.join(' ')} else '${Object.keys(weights).at(-1)}' end`);
};

/**
 * Fills a migrated database with `count` submitted applications and their cases by bulk SQL (no
 * HTTP: 100,000 in a minute or two), seeded so every run writes the same rows. Independent random
 * columns: values derived from one counter would correlate stage, business and deadline and make
 * some filters find nothing for pages. With `records`, the demo staff must exist (a demo server
 * started on the database seeds them): the trail names them and claims point at them.
 */
export async function insertBenchApplications(db: Db, options: BenchApplications): Promise<void> {
  const weights = Array.isArray(options.stages) ? Object.fromEntries(options.stages.map((stage) => [stage, 1])) : (options.stages as Record<string, number>);
  await sql`select setseed(0.5)`.execute(db);
  // One row per application with every random draw, read by each insert below (an unlogged table:
  // the pool's connections do not share temporary tables).
  await sql`create unlogged table bench_plan as
    select i, md5('bench' || i) as id, ${stageByWeight(weights, 'r')} as stage, submitted, deadline, prodefid, b.business, b.djlx, b.qllx, xzqdm,
           parties + case when prodefid = '3001' then 1 else 0 end as parties, case when prodefid = '4001' then 0 else units end as units, rounds, claimed, suspended, reached
    from (select i, random() as r, now() - random() * interval '60 days' as submitted, now() + (random() * 40 - 10) * interval '1 day' as deadline,
                 (array['1001','1002','3001','4001'])[1 + floor(random() * 4)::int] as prodefid,
                 (array['130402','130403','130404','130406'])[1 + floor(random() * 4)::int] as xzqdm,
                 case when random() < 0.2 then 3 else 2 end as parties, case when random() < 0.1 then 2 else 1 end as units,
                 case when random() < 0.1 then 2 else 1 end as rounds, random() < 0.3 as claimed, random() < 0.03 as suspended,
                 floor(random() * 5)::int as reached
          from generate_series(1, ${options.count}) as i) as draws
    join (values ${BUSINESSES}) as b(prodefid_b, business, djlx, qllx) on b.prodefid_b = draws.prodefid`.execute(db);
  const shzt = sql.raw(`case stage ${Object.entries(SHZT).map(([stage, value]) => `when '${stage}' then ${value}`).join(' ')} else 0 end`);
  await sql`insert into applications (id, openid, prodefid, name, djlx, qllx, xzqdm, areaname, shzt, prolsh, user_name, submitted_at, reviewed_at, applicant_type, config_version)
    select id, 'bench-' || (i % 5000), prodefid, business, djlx, qllx, xzqdm, '邯山区', ${shzt},
           ${options.records ? sql`'2026' || lpad(i::text, 8, '0')` : sql`null`}, '张' || (i % 997), submitted, submitted + interval '1 day', 'individual',
           (select max(number) from schema_versions)
    from bench_plan`.execute(db);
  await sql`insert into review_cases (application_id, stage, deadline, stage_since, clock_started_at)
    select id, stage, deadline, submitted + interval '2 days', submitted from bench_plan`.execute(db);
  if (options.records) await insertRecords(db);
  await sql`drop table bench_plan`.execute(db);
  if (options.records) await sql`drop function bench_id_card`.execute(db);
  // Vacuumed as a running database is (autovacuum keeps up with a day's writes): without it the
  // bulk load's first vacuum would run during the measurement, and index-only scans would read the heap.
  await sql`vacuum (analyze)`.execute(db);
}

/** Everything under the applications of bench_plan, in the proportions a registry's day has. */
async function insertRecords(db: Db): Promise<void> {
  // How far a case got: a working or done case passed every stage before its own; a returned or
  // rejected one was returned at a random stage (`reached`).
  await sql`alter table bench_plan add column k int`.execute(db);
  await sql`update bench_plan set k = case when stage in ('correction', 'rejected') then reached else ${sql.raw(`case stage ${Object.entries(STAGE_INDEX).map(([stage, k]) => `when '${stage}' then ${k}`).join(' ')} end`)} end`.execute(db);
  // ID numbers as the forms take them (a date of birth, the GB 11643 check character): the masking knows them.
  await sql`create function bench_id_card(base text) returns text language sql immutable as $$
    select base || substr('10X98765432', 1 + (select sum(substr(base, n, 1)::int * (array[7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2])[n]) from generate_series(1, 17) as n)::int % 11, 1) $$`.execute(db);
  const party = (k: string) =>
    sql`jsonb_build_object('sqr_type', '2', 'sqr_name', (array['张建国','李秀英','王海','赵敏','刘洋','陈静'])[1 + (i + ${sql.raw(k)}) % 6] || (i % 97),
      'sqr_zjlx', '1', 'sqr_zjh', bench_id_card('130402' || (1960 + (i + ${sql.raw(k)}) % 40) || lpad((1 + i % 12)::text, 2, '0') || lpad((1 + (i + ${sql.raw(k)}) % 28)::text, 2, '0') || lpad(((i * 7 + ${sql.raw(k)}) % 1000)::text, 3, '0')), 'sqr_tel', '138' || lpad(((i * 13 + ${sql.raw(k)}) % 100000000)::text, 8, '0'),
      'sqr_adress', '邯郸市复兴区建设大街' || (i % 300) || '号', 'sqr_gyfs', '1')`;
  // Every case's certificate is in the register (its own numbers, apart from the demo ones), held by
  // the obligor (the second party) and covering its units: the checks find what they look for.
  const certificateNumber = sql`'冀(2021)邯郸市不动产权第1' || lpad(i::text, 6, '0') || '号'`;
  // The mortgage each certificate carries has its own proof number (what a cancellation names).
  const proofNumber = sql`'冀(2021)邯郸市不动产证明第1' || lpad(i::text, 6, '0') || '号'`;
  const unitId = (n: string) => sql`'130402001001GB00001F' || lpad(i::text, 6, '0') || lpad(${sql.raw(n)}::text, 2, '0')`;
  await sql`insert into registry_certificates (id, bdcqzh, year, serial, xzqdm, xzqmc, bdcdyid, zdbdcdyid, gyfs, zl, yt, jzmj, tdmj, qlxz, syqx, sfyx, fwzt, details, issued_at)
    select 'ZSBENCH' || i, ${certificateNumber}, 2021, '1' || lpad(i::text, 6, '0'), t.xzqdm, t.xzqmc,
           coalesce((select string_agg(${unitId('n')}, '@') from generate_series(1, units) as n), ${unitId('1')}), t.zdbdcdyid, t.gyfs, '复兴区锦绣花园' || (i % 40) || '号楼', t.yt, t.jzmj, t.tdmj, t.qlxz, t.syqx, t.sfyx, t.fwzt, jsonb_set(t.details, '{mortgages,0,proofNumber}', to_jsonb(${proofNumber})), t.issued_at
    from bench_plan, registry_certificates t where t.id = 'ZS1304031900168750'`.execute(db);
  await sql`insert into registry_holders (certificate_id, seq, name, cardnum, share)
    select 'ZSBENCH' || i, 1, ${party('2')}->>'sqr_name', ${party('2')}->>'sqr_zjh', '100%' from bench_plan`.execute(db);
  await sql`insert into application_parties (id, application_id, form_id, schema_version, data, sqr_lx, created_at)
    select md5(id || 'party' || n), id, 'applicant-individual', 1, ${party('n')}, case when n = 2 then '1' else '0' end, submitted - interval '1 hour'
    from bench_plan, generate_series(1, parties) as n order by i, n`.execute(db);
  await sql`insert into application_units (id, application_id, form_id, schema_version, data, created_at)
    select md5(id || 'unit' || n), id, 'fwxx', 1,
           jsonb_build_object('bdcqzmh', ${certificateNumber}, 'bdcdyh', ${unitId('n')},
                              'zl', '复兴区锦绣花园' || (i % 40) || '号楼' || n || '单元' || (100 + i % 30), 'fwyt', '10', 'fwsyqmj', 60 + (i % 90)), submitted - interval '1 hour'
    from bench_plan, generate_series(1, units) as n order by i, n`.execute(db);
  const rights = (savetype: string, form: string, data: string, where: string) =>
    sql`insert into application_rights (id, application_id, savetype, form_id, schema_version, data, created_at)
      select md5(id || ${form}), id, ${savetype}, ${form}, 1, ${sql.raw(data)}, submitted - interval '1 hour' from bench_plan where ${sql.raw(where)}`.execute(db);
  // The mortgage (first mortgages; half the sales, bought with a loan), the transfer (sales), the cancellation's proof number.
  await rights(
    '3',
    'dyqxx',
    `jsonb_build_object('dyfs', '1', 'bdbzzqse', 100000 + (i % 90) * 10000, 'jgdw', '3', 'zqqssj', '2026-12-01', 'zqjssj', '2046-11-30', 'sfczjzhxzzrdybdcdyd', '1', 'czfs', '01', 'sfhbzs', '0')`,
    `prodefid in ('1001', '1002') or (prodefid = '3001' and i % 2 = 0)`,
  );
  await rights('1', 'qlxx', `jsonb_build_object('sqrxm', '张' || (i % 997), 'czfs', '01', 'sfhbzs', '0', 'qdjg', 800000 + (i % 50) * 10000, 'jgdw', '1', 'cqly', '买卖', 'djyy', '二手房买卖')`, `prodefid = '3001'`);
  await rights('4', 'zxdj', `jsonb_build_object('BDCZMH', '冀(2021)邯郸市不动产证明第1' || lpad(i::text, 6, '0') || '号', 'ZXYY', '主债权已清偿', 'ZXFJ', '')`, `prodefid = '4001'`);
  // Six pictures a case: two in each of three groups (identity, certificate, the contract).
  await sql`insert into application_materials (id, application_id, group_id, file_id, thumb_file_id, created_at)
    select md5(id || 'material' || g || n), id, (array['sfzm','bdcqz','dyht'])[g], md5(id || 'file' || g || n), md5(id || 'thumb' || g || n), submitted - interval '1 hour' + n * interval '1 second'
    from bench_plan, generate_series(1, 3) as g, generate_series(1, 2) as n`.execute(db);
  // A snapshot a submission: one round each, two for a tenth (a correction came back; the first round's address differed).
  await sql`insert into application_submissions (application_id, n, submitted_at, snapshot)
    select p.id, r, p.submitted - (p.rounds - r) * interval '3 days',
           jsonb_build_object('configVersion', (select max(number) from schema_versions),
             'parties', (select jsonb_agg(jsonb_build_object('id', x.id, 'form', x.form_id, 'sqr_lx', x.sqr_lx, 'data', case when r < p.rounds then x.data || '{"sqr_adress": "邯郸市丛台区中华大街2号"}' else x.data end) order by x.seq) from application_parties x where x.application_id = p.id),
             'units', (select coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'form', x.form_id, 'data', x.data) order by x.seq), '[]') from application_units x where x.application_id = p.id),
             'rights', (select jsonb_agg(jsonb_build_object('id', x.id, 'form', x.form_id, 'data', x.data)) from application_rights x where x.application_id = p.id),
             'materials', (select jsonb_object_agg(g.group_id, g.files) from (select group_id, jsonb_agg(file_id order by created_at) as files from application_materials m where m.application_id = p.id group by group_id) g))
    from bench_plan p, generate_series(1, p.rounds) as r`.execute(db);

  // The trail: the filing's own first step, then each outcome up to where the case is, by its demo
  // member in its role, an hour apart; a returned or rejected case ends with the outcome that sent it.
  const steps = sql.raw(`(values ${STEPS.map(([activity, opinion, role, who], k) => `(${k}, '${activity}', '${opinion}', '${role}', '${who}')`).join(', ')}) as s(k, activity, opinion, role, who)`);
  await sql`insert into application_trail (application_id, process_name, activity_name, opinion, started_at, actor_username, actor_role)
    select id, business, '网上申请', null, submitted, null, null from bench_plan order by i`.execute(db);
  await sql`insert into application_trail (application_id, process_name, activity_name, opinion, started_at, actor_username, actor_role)
    select p.id, p.business, s.activity, s.opinion, p.submitted + (s.k + 1) * interval '1 hour', s.who, s.role
    from bench_plan p join ${steps} on s.k < p.k order by p.i, s.k`.execute(db);
  await sql`insert into application_trail (application_id, process_name, activity_name, opinion, started_at, actor_username, actor_role)
    select p.id, p.business, case when p.stage = 'rejected' then '审核不通过' else '退回补正' end, '申请材料不全，请补充。', p.submitted + (p.k + 1) * interval '1 hour', s.who, s.role
    from bench_plan p join ${steps} on s.k = p.k where p.stage in ('correction', 'rejected') order by p.i`.execute(db);
  // What 缮证 prints: a sale's new certificate, a mortgage's or a cancellation's proof.
  const issuedNumber = sql`case when prodefid = '3001' then '冀(2026)邯郸市不动产权第' else '冀(2026)邯郸市不动产证明第' end || lpad(i::text, 7, '0') || '号'`;
  // 缮证 for half the cases at the certificate stage and every done one.
  await sql`insert into application_trail (application_id, process_name, activity_name, opinion, started_at, actor_username, actor_role)
    select id, business, '缮证', ${issuedNumber}, submitted + interval '4 hours 30 minutes', 'demo-certificate', 'certificate_clerk'
    from bench_plan where stage = 'done' or (stage = 'certificate' and i % 2 = 0) order by i`.execute(db);

  // Accepted cases: the checks as acceptance judged them, and the acceptance notice.
  const accepted = sql`(k > 0 or stage in ('firstReview', 'secondReview', 'registration', 'certificate', 'done'))`;
  const certificate = `'冀(2021)邯郸市不动产权第1' || lpad(i::text, 6, '0') || '号'`;
  const evidence = (key: string, params: string) => `jsonb_build_object('key', 'staff.checks.evidence.${key}', 'params', jsonb_build_object('certificate', ${certificate}${params}))`;
  const outcome = (id: string, blocking: boolean, ...lines: string[]) =>
    `jsonb_build_object('id', '${id}', 'title', 'staff.checks.${id}', 'refusal', 'checks.${id}', 'passed', true, 'blocking', ${blocking}, 'evidence', jsonb_build_array(${lines.join(', ')}))`;
  const holderLine = evidence('holder', `, 'name', (array['张建国','李秀英','王海','赵敏','刘洋','陈静'])[1 + (i + 2) % 6] || (i % 97), 'id', '1304**********' || lpad((i % 10000)::text, 4, '0')`);
  const checks = [
    outcome('certificateExists', true, evidence('found', `, 'number', ${certificate}, 'zl', '复兴区锦绣花园' || (i % 40) || '号楼'`)),
    outcome('unitCovered', false, evidence('unitCovered', `, 'unit', '130402001001GB00001F' || lpad(i::text, 6, '0') || '01'`)),
    outcome('holderIsParty', true, holderLine, evidence('holderIsParty', '')),
    outcome('notSeized', true, evidence('noSeizure', '')),
    outcome('noObjection', true, evidence('noObjection', '')),
    outcome('notMortgaged', false, evidence('noMortgage', '')),
    outcome('obligorHoldsCertificate', false, holderLine, evidence('obligorHolds', `, 'name', '李秀英', 'id', '1304**********2649'`)),
  ];
  await sql`insert into frozen_checks (application_id, judged_at, checks)
    select id, submitted + interval '1 hour', jsonb_build_array(${sql.raw(checks.join(', '))}) from bench_plan where ${accepted}`.execute(db);
  await sql`insert into application_documents (application_id, kind, number, content, created_at, created_by)
    select id, 'acceptanceNotice', '2026' || lpad(i::text, 8, '0'),
           jsonb_build_object('title', '不动产登记受理通知书', 'numberLine', '受理号：2026' || lpad(i::text, 8, '0'), 'note', '请于办结后凭本通知书领取。',
             'rows', jsonb_build_array(jsonb_build_array('业务', business), jsonb_build_array('申请人', '张**'), jsonb_build_array('收件材料', '申请人身份证明 2 张；不动产权证书 2 张；抵押合同 2 张'), jsonb_build_array('法定办结日期', to_char(deadline, 'YYYY-MM-DD')))),
           submitted + interval '1 hour', (select id from staff_accounts where username = 'demo-acceptance')
    from bench_plan where ${accepted}`.execute(db);
  // The proof 缮证 printed (half the certificate stage's cases, every done one), handed over when done.
  await sql`insert into application_documents (application_id, kind, number, content, file_id, verify_code, created_at, created_by, handover, handed_over_at, licence_number)
    select id, case when prodefid = '3001' then 'certificate' else 'proof' end, ${issuedNumber},
           jsonb_build_object('title', case when prodefid = '3001' then '不动产权证书' else '不动产登记证明' end, 'numberLine', ${issuedNumber}, 'note', '',
             'rows', jsonb_build_array(jsonb_build_array('证明权利或事项', case when prodefid = '3001' then '国有建设用地使用权/房屋所有权' else '抵押权' end), jsonb_build_array('权利人（申请人）', '张**'), jsonb_build_array('义务人', '李**'), jsonb_build_array('坐落', '复兴区锦绣花园' || (i % 40) || '号楼'))),
           md5(id || 'proof'), upper(substr(md5(id || 'code'), 1, 12)), submitted + interval '4 hours 30 minutes', (select id from staff_accounts where username = 'demo-certificate'),
           case when stage = 'done' then jsonb_build_object('method', 'counter', 'recipient', '张**', 'cardnum', '1304**********1231') end,
           case when stage = 'done' then submitted + interval '5 hours' end, case when stage = 'done' then 'DZZZ' || lpad(i::text, 10, '0') end
    from bench_plan where stage = 'done' or (stage = 'certificate' and i % 2 = 0)`.execute(db);

  // The cases: who acted at each stage passed, claims on a third of the working ones (by the stage's
  // member), a few suspended, the last return's comments on returned ones.
  const actors = sql.raw(`(select jsonb_object_agg(stage_id, staff.id) from (values ${WORKING_STAGES.map((stage, k) => `(${k}, '${stage}', '${STEPS[k]![3]}')`).join(', ')}) as w(k, stage_id, who) join staff_accounts staff on staff.username = w.who where w.k < p.k)`);
  const holder = sql.raw(`(select staff.id from (values ${WORKING_STAGES.map((stage, k) => `('${stage}', '${STEPS[k]![3]}')`).join(', ')}) as w(stage_id, who) join staff_accounts staff on staff.username = w.who where w.stage_id = p.stage)`);
  await sql`update review_cases c set actors = coalesce(${actors}, '{}'::jsonb),
      claimed_by = case when p.claimed then ${holder} end,
      suspended_at = case when p.suspended and p.stage in ('acceptance', 'firstReview', 'secondReview', 'registration', 'certificate') then now() - interval '1 day' end,
      comments = case when p.stage = 'correction' then '[{"form": "applicant-individual", "field": "sqr_adress", "text": "住址与身份证不一致，请更正。"}, {"group": "bdcqz", "text": "证书附记页不清晰，请重新拍摄。"}]'::jsonb end
    from bench_plan p where c.application_id = p.id`.execute(db);
}
