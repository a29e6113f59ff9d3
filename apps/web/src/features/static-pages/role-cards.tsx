import { ROLE_LABELS, type Role } from '@ideaignite/contract';
import { Briefcase, Check, Handshake, type LucideIcon, Rocket, TrendingUp } from 'lucide-react';

const roles: Array<{ role: Role; icon: LucideIcon; summary: string; can: string[] }> = [
  {
    role: 'Hustler',
    icon: Rocket,
    summary:
      'You own an idea or are already building a startup. You do not need to call yourself an entrepreneur yet.',
    can: [
      'Pitch your idea with short videos, blogs and talks',
      'Explore co-founder, investor and intern profiles',
      'Ignite an investor: send a direct connection request',
      'Message people in real time and get notified of replies',
    ],
  },
  {
    role: 'Investor',
    icon: TrendingUp,
    summary:
      'Angel, venture capitalist, institutional or community investor looking for the next promising team.',
    can: [
      'Explore startups and watch founders pitch in their own words',
      'Accept or decline Ignite requests from founders',
      'Message founders directly, without cold emails',
      'Follow videos, blogs and talks in your dashboard feed',
    ],
  },
  {
    role: 'Cofounder',
    icon: Handshake,
    summary: 'No idea of your own yet? Bring your skills and superpower to a founder who needs exactly you.',
    can: [
      'Showcase your strengths, vision and superpower',
      'Browse startups that are looking for a partner',
      'Like, comment on and discuss founders’ pitches',
      'Message founders and build your network',
    ],
  },
  {
    role: 'Jobseeker',
    icon: Briefcase,
    summary: 'Want to learn by working at an early-stage startup? Create a profile founders can find.',
    can: [
      'Set up a profile with your desired role and strengths',
      'Be discovered by founders looking for interns and early hires',
      'Dedicated job seeker tools are on the way',
    ],
  },
];

/** What each of the four roles can do on the platform. */
export function RoleCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {roles.map(({ role, icon: Icon, summary, can }) => (
        <li
          key={role}
          className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="text-xl font-semibold">{ROLE_LABELS[role]}</h3>
          </div>
          <p className="mt-4 leading-relaxed text-ink-600">{summary}</p>
          <ul className="mt-5 space-y-2.5">
            {can.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-sm text-ink-800">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-leaf-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
