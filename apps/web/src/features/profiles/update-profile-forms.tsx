import { zodResolver } from '@hookform/resolvers/zod';
import { type OwnUser, type Role, UpdateHustlerProfileSchema } from '@ideaignite/contract';
import { type JSX, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { CofounderFields } from './components/cofounder-fields.tsx';
import { HustlerFields } from './components/hustler-fields.tsx';
import { InvestorFields } from './components/investor-fields.tsx';
import { JobseekerFields } from './components/jobseeker-fields.tsx';
import { UpdateFormFrame } from './components/update-form-frame.tsx';
import {
  type CofounderValues,
  cofounderBody,
  cofounderValues,
  type HustlerValues,
  hustlerBody,
  hustlerValues,
  type InvestorValues,
  investorBody,
  investorValues,
  type JobseekerValues,
  jobseekerBody,
  jobseekerValues,
} from './role-form-values.ts';
import { useUpdateSubmit } from './use-update-submit.ts';

/** The picture and the save of one role's update form. */
function useUpdateFrame(user: OwnUser) {
  const [picture, setPicture] = useState<File | null>(null);
  const save = useUpdateSubmit(user.role);
  const frame = {
    picture,
    onPictureChange: setPicture,
    currentPicture: user.profiledetails.profilePic,
    pending: save.pending,
    feedback: save.feedback,
  };
  return { picture, submit: save.submit, frame };
}

// The contract's schema checks the Hustler form as the server will (project required, phone, lengths).
// Only its verdict is used (the raw values are sent), so its parsed output type does not matter here.
const hustlerResolver = zodResolver(UpdateHustlerProfileSchema) as unknown as Resolver<HustlerValues>;

function HustlerUpdateForm({ user }: { user: OwnUser }) {
  const form = useForm<HustlerValues>({
    resolver: hustlerResolver,
    defaultValues: hustlerValues(user.profiledetails, 'update'),
  });
  const { picture, submit, frame } = useUpdateFrame(user);
  // The raw values go out: skills stay the comma-separated text the spec's update call sends.
  const onSubmit = form.handleSubmit(() => submit(hustlerBody(form.getValues(), picture)));
  return (
    <UpdateFormFrame onSubmit={onSubmit} {...frame}>
      <HustlerFields
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        variant="update"
      />
    </UpdateFormFrame>
  );
}

function CofounderUpdateForm({ user }: { user: OwnUser }) {
  const form = useForm<CofounderValues>({ defaultValues: cofounderValues(user.profiledetails) });
  const { picture, submit, frame } = useUpdateFrame(user);
  return (
    <UpdateFormFrame
      onSubmit={form.handleSubmit((values) => submit(cofounderBody(values, picture)))}
      {...frame}
    >
      <CofounderFields register={form.register} control={form.control} errors={form.formState.errors} />
    </UpdateFormFrame>
  );
}

function InvestorUpdateForm({ user }: { user: OwnUser }) {
  const form = useForm<InvestorValues>({ defaultValues: investorValues(user.profiledetails) });
  const { picture, submit, frame } = useUpdateFrame(user);
  return (
    <UpdateFormFrame
      onSubmit={form.handleSubmit((values) => submit(investorBody(values, picture, 'update')))}
      {...frame}
    >
      <InvestorFields
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        variant="update"
      />
    </UpdateFormFrame>
  );
}

function JobseekerUpdateForm({ user }: { user: OwnUser }) {
  const form = useForm<JobseekerValues>({ defaultValues: jobseekerValues(user.profiledetails) });
  const { picture, submit, frame } = useUpdateFrame(user);
  return (
    <UpdateFormFrame
      onSubmit={form.handleSubmit((values) => submit(jobseekerBody(values, picture, 'update')))}
      {...frame}
    >
      <JobseekerFields register={form.register} control={form.control} errors={form.formState.errors} />
    </UpdateFormFrame>
  );
}

export const UPDATE_FORMS: Record<Role, (props: { user: OwnUser }) => JSX.Element> = {
  Hustler: HustlerUpdateForm,
  Cofounder: CofounderUpdateForm,
  Investor: InvestorUpdateForm,
  Jobseeker: JobseekerUpdateForm,
};
