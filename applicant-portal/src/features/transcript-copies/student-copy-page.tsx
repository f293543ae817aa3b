import { CopyTypePage } from './copy-type-page';

export default function StudentCopyPage() {
  return (
    <CopyTypePage
      type="student"
      title="Student copy"
      lead="A copy of your academic transcript for your own records, sent to you."
    >
      <p>A student copy is for your personal use. It is not accepted as an official transcript.</p>
      <ul>
        <li>Soft copy: emailed to the address you give.</li>
        <li>Hard copy: printed and sent by courier to your address.</li>
      </ul>
    </CopyTypePage>
  );
}
