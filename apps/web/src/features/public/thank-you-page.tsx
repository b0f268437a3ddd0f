import { PublicPlaceholder } from './public-placeholder';

/** /thank-you: shown after the public enquiry form is sent. */
export default function ThankYouPage() {
  return <PublicPlaceholder title="Thank you" what="the thank-you screen" />;
}
