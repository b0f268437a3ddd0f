import { useBranding } from '../branding';
import { ButtonLink } from '../kit/button';
import { PublicFrame } from '../kit/frame';
import { Icon } from '../kit/icons';
import { useSearch } from '../navigation';
import { BOOK_PATH, PUBLIC_HOME } from '../paths';
import { receiptNumber } from './receipt';

function EnquiryNumber({ enqNo }: { enqNo: string }) {
  return (
    <div className="sd-receipt">
      <p className="sd-small sd-muted">Your enquiry number</p>
      <p className="sd-receipt-number">{enqNo}</p>
    </div>
  );
}

/** /thank-you: after the public form; shows the enquiry number when there is one. */
export default function ThankYouPage() {
  const enqNo = receiptNumber(useSearch());
  const branding = useBranding();
  const agency = branding?.agencyName ?? null;
  return (
    <PublicFrame home={PUBLIC_HOME} brand={agency ?? ''} logo={branding?.logo}>
      <div className="sd-stack sd-centred">
        <span className="sd-done-icon">
          <Icon name="checkCircle" />
        </span>
        <h1 className="sd-title">Thank you!</h1>
        {enqNo ? (
          <>
            <p className="sd-muted">
              We have received your enquiry. A counsellor will be in touch soon.
            </p>
            <EnquiryNumber enqNo={enqNo} />
            <p className="sd-small sd-muted">
              Please quote this number if you contact us about your enquiry.
            </p>
          </>
        ) : (
          <p className="sd-muted">
            {agency
              ? `Thank you for getting in touch with ${agency}.`
              : 'Thank you for getting in touch.'}
          </p>
        )}
        <p>
          <a className="sd-link" href={BOOK_PATH}>
            Book a counselling session
          </a>
        </p>
        <ButtonLink href={PUBLIC_HOME}>
          {enqNo ? 'Send another enquiry' : 'Send an enquiry'}
        </ButtonLink>
      </div>
    </PublicFrame>
  );
}
