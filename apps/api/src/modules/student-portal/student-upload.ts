import {
  STUDENT_UPLOAD_EVENT,
  type StudentUploadAnswer,
  type StudentUploadNotice,
} from '@studydesk/contract';
import { fullName } from '../../lib/names';
import type { EventBus } from '../events/event-bus';
import { storeDocument, type DocumentDeps } from '../documents/store-document';
import type { PortalLimiter } from './portal-limits';
import type { OpenLink } from './student-links';

/** Sends one file of the student's, through their link; answers what the student may see. */
export type StudentUpload = (
  link: OpenLink,
  type: { id: string; name: string },
  bytes: Buffer,
  fileName: string,
) => Promise<StudentUploadAnswer>;

/**
 * The student's upload: counted against the link's day (429 past it), then stored as
 * staff's are (checked by its bytes, converted, kept
 * privately, a line on the timeline "by the student"), awaiting review; then the student's
 * owner is told on their bell (a live event for them alone). A student nobody owns tells nobody:
 * the documents list and the timeline show it.
 */
export function createStudentUpload(
  deps: DocumentDeps & { bus: EventBus; limits: PortalLimiter },
): StudentUpload {
  return async (link, type, bytes, fileName) => {
    const release = await deps.limits.reserveUpload(link.id, bytes.length);
    const doc = await storeDocument(deps, {
      enquiryId: link.enquiryId,
      typeId: type.id,
      file: { bytes, name: fileName },
      by: { linkId: link.id },
    }).catch(async (err: unknown) => {
      // a file refused by its bytes (or not stored for any reason) costs the link nothing
      await release();
      throw err;
    });
    const student = await deps.db
      .selectFrom('enquiries')
      .select(['enqNo', 'fName', 'lName', 'assignedTo'])
      .where('id', '=', link.enquiryId)
      .executeTakeFirstOrThrow();
    if (student.assignedTo) {
      const notice: StudentUploadNotice = {
        enquiry: link.enquiryId,
        no: student.enqNo,
        name: fullName(student.fName, student.lName) ?? student.enqNo,
        type: type.name,
        document: doc._id,
        to: student.assignedTo,
        at: doc.createdAt,
      };
      await deps.db
        .transaction()
        .execute((trx) => deps.bus.append(trx, STUDENT_UPLOAD_EVENT, notice));
      await deps.bus.afterCommit();
    }
    return {
      _id: doc._id,
      type: { id: type.id, name: type.name },
      fileName: doc.fileName,
      status: 'awaiting',
      createdAt: doc.createdAt,
    };
  };
}
