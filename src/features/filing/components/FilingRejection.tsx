import { RejectionText } from '../../../components/RejectionText/RejectionText';

/** The review's opinion above a rejected application's fill or upload page: what the citizen is correcting. */
export function FilingRejection({ text, correction }: { text: string; correction?: boolean | undefined }) {
  if (!text) return null;
  return (
    <section className="filing-card filing-rejection">
      <RejectionText text={text} correction={correction} />
    </section>
  );
}
