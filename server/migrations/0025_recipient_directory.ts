import { type Kysely, sql } from 'kysely';

/**
 * The recipient directory: the receivers staff keep (evaluators, universities, embassies,
 * scholarship boards…), what each accepts and whether it asks for its own reference number. The
 * starter list holds receivers Nigerian graduates send to most, with the postal addresses they
 * publish; staff check each against the receiver's current instructions (the notes say so) and
 * add the email addresses they take soft copies at. ICAS starts inactive: its mailing address
 * changes and must be entered from its site first.
 */
const starter: {
  name: string;
  kind: string;
  address: string | null;
  reference_label: string | null;
  notes: string;
  is_active: boolean;
}[] = [
  {
    name: 'World Education Services (WES), United States',
    kind: 'evaluator',
    address:
      'World Education Services\nBowling Green Station\nP.O. Box 5087\nNew York, NY 10274-5087\nUnited States',
    reference_label: 'WES reference number',
    notes:
      'Sealed envelope; the WES reference number on the envelope. Check wes.org before sending.',
    is_active: true,
  },
  {
    name: 'World Education Services (WES), Canada',
    kind: 'evaluator',
    address:
      'World Education Services\n2 Carlton Street, Suite 1400\nToronto, Ontario M5B 1J3\nCanada',
    reference_label: 'WES reference number',
    notes:
      'Sealed envelope; the WES reference number on the envelope. Check wes.org/ca before sending.',
    is_active: true,
  },
  {
    name: 'Educational Credential Evaluators (ECE)',
    kind: 'evaluator',
    address:
      'Educational Credential Evaluators, Inc.\nP.O. Box 514070\nMilwaukee, WI 53203-3470\nUnited States',
    reference_label: 'ECE file number',
    notes: 'Sealed envelope marked with the ECE file number. Check ece.org before sending.',
    is_active: true,
  },
  {
    name: 'International Credential Assessment Service of Canada (ICAS)',
    kind: 'evaluator',
    address: 'International Credential Assessment Service of Canada\nOntario\nCanada',
    reference_label: 'ICAS file number',
    notes: 'Enter the current mailing address from icascanada.ca, then make it active.',
    is_active: false,
  },
  {
    name: 'University of Lagos, Registry',
    kind: 'university',
    address: 'The Registrar\nUniversity of Lagos\nAkoka, Yaba\nLagos',
    reference_label: null,
    notes:
      'Postgraduate admissions: name the School of Postgraduate Studies in the recipient line.',
    is_active: true,
  },
  {
    name: 'University of Ibadan, Registry',
    kind: 'university',
    address: 'The Registrar\nUniversity of Ibadan\nIbadan, Oyo State',
    reference_label: null,
    notes: 'Postgraduate admissions: name the Postgraduate College in the recipient line.',
    is_active: true,
  },
  {
    name: 'Obafemi Awolowo University, Registry',
    kind: 'university',
    address: 'The Registrar\nObafemi Awolowo University\nIle-Ife, Osun State',
    reference_label: null,
    notes: 'Check the admitting school’s instructions before sending.',
    is_active: true,
  },
  {
    name: 'University of Nigeria, Nsukka, Registry',
    kind: 'university',
    address: 'The Registrar\nUniversity of Nigeria\nNsukka, Enugu State',
    reference_label: null,
    notes: 'Check the admitting school’s instructions before sending.',
    is_active: true,
  },
  {
    name: 'Embassy of the United States, Abuja',
    kind: 'embassy',
    address:
      'Embassy of the United States of America\nPlot 1075 Diplomatic Drive\nCentral District Area\nAbuja',
    reference_label: 'Case number',
    notes: 'Only when the consular section asks for it; most visa cases take the applicant’s copy.',
    is_active: true,
  },
  {
    name: 'British High Commission, Abuja',
    kind: 'embassy',
    address: 'British High Commission\n19 Torrens Close, Mississippi Street\nMaitama\nAbuja',
    reference_label: 'Application reference',
    notes: 'Only when the visa section asks for it.',
    is_active: true,
  },
  {
    name: 'Commonwealth Scholarship Commission in the UK',
    kind: 'scholarship_board',
    address:
      'Commonwealth Scholarship Commission in the UK\nWoburn House, 20–24 Tavistock Square\nLondon WC1H 9HF\nUnited Kingdom',
    reference_label: 'Application reference',
    notes: 'Most schemes take uploaded copies: send only when the Commission asks.',
    is_active: true,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE recipients (
    id serial PRIMARY KEY,
    name text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('evaluator', 'university', 'embassy', 'scholarship_board',
      'employer', 'professional_body', 'other')),
    email text,
    address text,
    accepts_soft_copy boolean NOT NULL,
    accepts_hard_copy boolean NOT NULL,
    reference_required boolean NOT NULL DEFAULT false,
    reference_label text,
    reference_format text,
    notes text,
    is_active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (accepts_soft_copy OR accepts_hard_copy),
    CHECK (NOT accepts_soft_copy OR email IS NOT NULL),
    CHECK (NOT accepts_hard_copy OR address IS NOT NULL),
    CHECK (reference_format IS NULL OR reference_required)
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX recipients_name_lower_key ON recipients (lower(name))`.execute(db);
  for (const row of starter) {
    await sql`INSERT INTO recipients (name, kind, address, accepts_soft_copy, accepts_hard_copy,
        reference_required, reference_label, notes, is_active)
      VALUES (${row.name}, ${row.kind}, ${row.address}, false, true,
        ${row.reference_label !== null}, ${row.reference_label}, ${row.notes}, ${row.is_active})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE recipients`.execute(db);
}
