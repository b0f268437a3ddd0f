import { PublicPlaceholder } from './public-placeholder';

/** /EnquiryForm: the public enquiry form. */
export default function EnquiryFormPage() {
  return <PublicPlaceholder title="Enquiry form" what="the public enquiry form" />;
}
