import { useBranding } from '../branding';
import { PublicFrame } from '../kit/frame';
import { PUBLIC_HOME } from '../paths';
import { EnquiryForm } from './enquiry-form';

/** /EnquiryForm: the public enquiry form, often filled in on a phone; the agency's own page. */
export default function EnquiryPage() {
  const branding = useBranding();
  return (
    <PublicFrame
      width="wide"
      home={PUBLIC_HOME}
      brand={branding?.agencyName ?? ''}
      logo={branding?.logo}
    >
      <div className="sd-stack sd-stack--tight sd-intro">
        <h1 className="sd-title">Study abroad enquiry</h1>
        <p className="sd-muted">
          Tell us about yourself and what you would like to study. A counsellor will get in touch to
          talk through your options. Fields marked * are required.
        </p>
      </div>
      <EnquiryForm />
    </PublicFrame>
  );
}
