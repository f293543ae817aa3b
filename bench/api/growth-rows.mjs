/**
 * The rows `npm run bench:growth` adds to a fresh database with INSERT … SELECT generate_series:
 * transcript applications with their copies and history, and certificate and attestation
 * applications with their delivery copy, spread over every status, names from a small pool.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/product.mjs';

const surnames = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ibrahim',
  'Nwosu',
  'Ogunleye',
  'Musa',
  'Danjuma',
  'Chukwu',
  'Abubakar',
  'Olawale',
  'Uche',
  'Balogun',
  'Yusuf',
  'Obi',
];
const firstNames = [
  'Chinedu',
  'Aisha',
  'Tunde',
  'Ngozi',
  'Emeka',
  'Fatima',
  'Segun',
  'Amaka',
  'Ibrahim',
  'Kemi',
  'Yakubu',
  'Ifeoma',
  'Dayo',
  'Zainab',
  'Obinna',
  'Halima',
];
/** Every request status, from the built contract (CommonJS), so the rows spread over all of them. */
const { requestStatuses: statuses } = createRequire(import.meta.url)(
  path.join(repoRoot, 'shared-api', 'dist', 'contracts', 'index.js'),
);
const purposes = ['Further Studies', 'Employment', 'Scholarship', 'Professional Body'];
const arr = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** Adds applications numbered (from, to] with one copy and one history row each. */
export async function grow(client, from, to) {
  const batch = 100_000;
  for (let start = from; start < to; start += batch) {
    const end = Math.min(to, start + batch);
    await client.query('BEGIN');
    // Tracking ids: 'B' + 11 hex digits of the row number (hex digits are in the id alphabet).
    await client.query(
      `INSERT INTO applications (tracking_id, status, matric_number, surname, first_name, email,
         programme, graduation_year, fee, delivery_fee, total, created_at, updated_at)
       SELECT 'B' || lpad(upper(to_hex(i)), 11, '0'),
              (${arr(statuses)})[1 + i % ${statuses.length}],
              'GRW/' || (2000 + i % 25) || '/' || lpad(i::text, 7, '0'),
              (${arr(surnames)})[1 + i % ${surnames.length}],
              (${arr(firstNames)})[1 + (i / ${surnames.length}) % ${firstNames.length}],
              'applicant' || i || '@example.org',
              'Computer Science', 2000 + i % 25, 500000, 0, 500000,
              now() - make_interval(mins => ${to} - i), now() - make_interval(mins => ${to} - i)
         FROM generate_series($1::int + 1, $2::int) AS i`,
      [start, end],
    );
    // Copies like a registry's mix: 7 in 10 official, 3 in 10 by courier
    // (1 in 15 of those abroad, so 2% of applications), 1 in 200 for a rare purpose; the
    // hard-copy applications also get an emailed copy.
    const range = `tracking_id LIKE 'B%' AND tracking_id > 'B' || lpad(upper(to_hex($1::int)), 11, '0')
          AND tracking_id <= 'B' || lpad(upper(to_hex($2::int)), 11, '0')`;
    await client.query(
      `INSERT INTO application_copies (application_id, purpose, type, format, rate, delivery_fee,
         region_id, delivery_type, recipient_name, recipient_address, recipient_email)
       SELECT id, CASE WHEN id % 200 = 7 THEN 'Immigration' ELSE (${arr(purposes)})[1 + id % ${purposes.length}] END,
              CASE WHEN id % 10 < 7 THEN 'official' ELSE 'student' END,
              CASE WHEN hard THEN 'hard_copy' ELSE 'soft_copy' END, 500000, 0,
              CASE WHEN hard THEN (SELECT min(id) FROM regions WHERE type = CASE WHEN abroad THEN 2 ELSE 1 END) END,
              CASE WHEN hard THEN CASE WHEN abroad THEN 2 ELSE 1 END END,
              CASE WHEN hard THEN 'Admissions' END, CASE WHEN hard THEN '1 Road' END,
              CASE WHEN hard THEN NULL ELSE email END
         FROM (SELECT id, email, id % 10 IN (2, 5, 8) AS hard, id % 50 = 2 AS abroad
                 FROM applications WHERE ${range}) AS a`,
      [start, end],
    );
    await client.query(
      `INSERT INTO application_copies (application_id, purpose, type, format, rate, delivery_fee, recipient_email)
       SELECT id, 'Employment', 'official', 'soft_copy', 500000, 0, email FROM applications
        WHERE id % 10 IN (2, 5, 8) AND ${range}`,
      [start, end],
    );
    await client.query(
      `INSERT INTO application_status_history (application_id, from_status, to_status)
       SELECT id, NULL, 'pending_payment' FROM applications
        WHERE tracking_id LIKE 'B%' AND tracking_id > 'B' || lpad(upper(to_hex($1::int)), 11, '0')
          AND tracking_id <= 'B' || lpad(upper(to_hex($2::int)), 11, '0')`,
      [start, end],
    );
    await client.query('COMMIT');
    process.stderr.write(`  ${end.toLocaleString('en')} rows\n`);
  }
  await client.query(
    'VACUUM ANALYZE applications, application_copies, application_list_keys, application_status_history',
  );
}

export const trackingIdOf = (i) => `B${i.toString(16).toUpperCase().padStart(11, '0')}`;

/** One request in ten is a certificate or attestation application: (from, to] of those. */
export const certificatesIn = (applications) => Math.floor(applications / 10);

/**
 * Adds certificate and attestation applications numbered (from, to], each with its delivery as
 * one hard copy (1 in 15 abroad) and one history row, as the API stores them.
 */
export async function growCertificates(client, from, to) {
  const range = `tracking_id LIKE 'C%' AND tracking_id > 'C' || lpad(upper(to_hex($1::int)), 11, '0')
      AND tracking_id <= 'C' || lpad(upper(to_hex($2::int)), 11, '0')`;
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO applications (kind, tracking_id, status, matric_number, surname, first_name, email,
       programme, graduation_year, fee, delivery_fee, total, created_at, updated_at)
     SELECT CASE WHEN i % 3 = 0 THEN 'attestation' ELSE 'certificate' END,
            'C' || lpad(upper(to_hex(i)), 11, '0'),
            (${arr(statuses)})[1 + i % ${statuses.length}],
            'CRT/' || (2000 + i % 25) || '/' || lpad(i::text, 7, '0'),
            (${arr(surnames)})[1 + i % ${surnames.length}],
            (${arr(firstNames)})[1 + (i / ${surnames.length}) % ${firstNames.length}],
            'certificate' || i || '@example.org',
            'Computer Science', 2000 + i % 25, 1000000, 500000, 1500000,
            now() - make_interval(mins => 10 * (${to} - i)), now() - make_interval(mins => 10 * (${to} - i))
       FROM generate_series($1::int + 1, $2::int) AS i`,
    [from, to],
  );
  await client.query(
    `INSERT INTO application_copies (application_id, purpose, type, format, rate, delivery_fee,
       region_id, courier_id, delivery_type, recipient_name, recipient_address)
     SELECT id, kind, kind, 'hard_copy', 1000000, 500000,
            (SELECT min(id) FROM regions WHERE type = CASE WHEN abroad THEN 2 ELSE 1 END),
            (SELECT min(id) FROM couriers), CASE WHEN abroad THEN 2 ELSE 1 END,
            'Admissions', '1 Road'
       FROM (SELECT id, kind, id % 15 = 4 AS abroad FROM applications WHERE ${range}) AS a`,
    [from, to],
  );
  await client.query(
    `INSERT INTO application_status_history (application_id, from_status, to_status)
     SELECT id, NULL, 'pending_payment' FROM applications WHERE ${range}`,
    [from, to],
  );
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE applications, application_copies, application_list_keys');
}
