import { useCallback } from 'react';
import type { StudentPortal } from '@studydesk/contract';
import { dialable } from '@studydesk/contract/plain';
import { BookSession } from './book-session';
import { Checklist } from './checklist';
import { OtherDocuments } from './other-documents';
import { useUploads } from './use-uploads';

/** `2026-12-27T…` → `27-12-2026`, in the student's own time zone (dd-mm-yyyy everywhere). */
const dayOf = (iso: string) => {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()}`;
};

function Applications({ list }: { list: StudentPortal['applications'] }) {
  if (list.length === 0) return null;
  return (
    <section className="sd-stack sd-stack--tight" aria-labelledby="sd-apps">
      <h2 id="sd-apps" className="sd-subtitle">
        Your applications
      </h2>
      <ul className="sd-apps">
        {list.map((a, i) => (
          <li key={i} className="sd-app">
            <span className="sd-app-name">
              {[a.college, a.course].filter(Boolean).join(' — ') || 'Application'}
            </span>
            <span className="sd-chip">{a.stage}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who the student's counsellor is, and a tap to write or call them. */
function Counsellor({ who }: { who: NonNullable<StudentPortal['counsellor']> }) {
  return (
    <section className="sd-stack sd-stack--tight" aria-labelledby="sd-counsellor">
      <h2 id="sd-counsellor" className="sd-subtitle">
        Your counsellor
      </h2>
      <p>{who.name}</p>
      <p className="sd-muted">
        <a className="sd-link" href={`mailto:${who.email}`}>
          {who.email}
        </a>
        {who.phone && (
          <>
            {' · '}
            <a className="sd-link" href={`tel:${dialable(who.phone)}`}>
              {who.phone}
            </a>
          </>
        )}
      </p>
    </section>
  );
}

type Props = {
  token: string;
  portal: StudentPortal;
  onChanged: () => void;
  onInvalid: () => void;
};

/** The student's page, loaded: who they are, where their applications stand, what to send. */
export function PortalView({ token, portal, onChanged, onInvalid }: Props) {
  const { uploads, add, retry } = useUploads(token, { onSent: onChanged, onInvalid });
  const onFiles = useCallback(
    (type: string, files: File[]) => files.forEach((f) => void add(type, f)),
    [add],
  );
  const listed = new Set(portal.checklist.map((c) => c.type.id));
  const others = portal.uploadTypes.filter((t) => !listed.has(t.id));
  return (
    <div className="sd-stack sd-stack--wide">
      <div className="sd-stack sd-stack--tight">
        <h1 className="sd-title">Hello, {portal.name}</h1>
        <p className="sd-muted">
          Send your counsellor the documents below, from your phone or computer. This page is
          private: please do not share its link. It works until {dayOf(portal.expiresAt)}.
        </p>
      </div>
      {portal.counsellor && <Counsellor who={portal.counsellor} />}
      <BookSession path={portal.bookingPath} counsellor={portal.counsellor?.name ?? null} />
      <Applications list={portal.applications} />
      <section className="sd-stack sd-stack--tight" aria-labelledby="sd-docs">
        <h2 id="sd-docs" className="sd-subtitle">
          Your documents
        </h2>
        {portal.checklist.length > 0 ? (
          <Checklist items={portal.checklist} uploads={uploads} onFiles={onFiles} onRetry={retry} />
        ) : (
          <p className="sd-muted">Nothing is needed yet. You can still send a document below.</p>
        )}
      </section>
      {others.length > 0 && (
        <section className="sd-stack sd-stack--tight" aria-labelledby="sd-other">
          <h2 id="sd-other" className="sd-subtitle">
            Send another document
          </h2>
          <OtherDocuments
            types={others}
            uploads={uploads.filter((u) => !listed.has(u.type))}
            onFiles={onFiles}
            onRetry={retry}
          />
        </section>
      )}
    </div>
  );
}
