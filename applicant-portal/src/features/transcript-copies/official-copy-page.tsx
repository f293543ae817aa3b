import { CopyTypePage } from './copy-type-page';

export default function OfficialCopyPage() {
  return (
    <CopyTypePage
      type="official"
      title="Official copy"
      lead="Your transcript sent by the registry directly to a university, employer, evaluator or other organisation."
    >
      <p>
        Official copies go straight from the registry to the recipient, so they can trust it. If the
        recipient gave you a reference number (for example an evaluation service&apos;s reference),
        add it to the copy so the recipient can match the transcript to your file.
      </p>
      <ul>
        <li>Soft copy: emailed to the recipient&apos;s address.</li>
        <li>Hard copy: sealed and sent by courier, within Nigeria or abroad.</li>
      </ul>
    </CopyTypePage>
  );
}
