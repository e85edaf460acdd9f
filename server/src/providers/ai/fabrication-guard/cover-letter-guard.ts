/** The cover-letter guard: the sender is the profile's, every paragraph checked sentence by sentence. */
import type { GeneratedCoverLetter } from '@hireready/contract';
import type { JobPosting } from '../engine';
import { type GuardResult, isSameExactly, isSameName, isSamePhone, repairField } from './compare';
import { buildContext, cleanFreeText, type GuardProfile } from './free-text';

export function guardCoverLetter(
  letter: GeneratedCoverLetter,
  profile: GuardProfile,
  job: JobPosting | null,
  today: Date,
): GuardResult<GeneratedCoverLetter> {
  const removed: string[] = [];
  const context = buildContext(profile, job, [String(today.getUTCFullYear())]);
  return {
    document: {
      sender: {
        name: repairField('name', letter.sender.name, profile.name, isSameName, removed),
        email: repairField('email', letter.sender.email, profile.email, isSameExactly, removed),
        phone: repairField('phone', letter.sender.phone, profile.phone, isSamePhone, removed),
        linkedin: repairField('linkedin', letter.sender.linkedin, profile.linkedin, isSameExactly, removed),
      },
      date: letter.date,
      salutation: letter.salutation,
      body: letter.body.map((p) => cleanFreeText(p, context, removed)).filter((p) => p.trim()),
      closing: letter.closing,
      // The same name in other capitals stays: a name imported in capitals signs as a name ('Cecilia O'Reilly').
      signature:
        letter.signature.trim().toLowerCase() === profile.name.trim().toLowerCase()
          ? letter.signature
          : repairField('signature', letter.signature, profile.name, isSameName, removed),
    },
    removed,
  };
}
