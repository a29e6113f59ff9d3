import type { CofounderPerson } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import type { PersonRow } from './person-repository.ts';

/** A person's card as the API shows it: the picture as a public URL. */
export function toPerson(row: PersonRow, storage: Container['storage']): CofounderPerson {
  return {
    _id: row.person_id,
    name: row.person_name,
    role: row.person_role,
    avatarUrl: row.person_pic ? storage.publicUrl(row.person_pic) : null,
    city: row.person_city,
    state: row.person_state,
    headline: row.person_headline,
    skillsOffered: row.person_skills ?? [],
    sectors: row.person_sectors ?? [],
    commitment: row.person_commitment,
  };
}
