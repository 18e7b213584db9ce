// The create-new chooser: mini session service, full session service, photoshoot.
// The two services open a name form that creates the service and goes to its edit page;
// Photoshoot opens the shoot form (wide) and goes to the new shoot. Closing resets everything.
import { useRef, useState, type ComponentType } from 'react';
import { App, Flex, Modal } from 'antd';
import {
  CameraOutlined,
  ClockCircleOutlined,
  RightOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { modalWidths } from '@studio/shared/constants';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TService } from '@studio/shared/services/contracts';
import type { TServiceKind } from '@studio/shared/services/requests';
import { CreateServiceForm } from '../../features/services/create-service-form.tsx';
import { ShootForm } from '../../features/shoots/shoot-form.tsx';
import { closeGuarded, useShootCreated } from '../../features/shoots/shoot-form-modal.tsx';
import type { DirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';

type Choice = {
  key: 'mini' | 'full' | 'shoot';
  title: string;
  description: string;
  icon: ComponentType;
} & ({ kind: TServiceKind; hint: string } | { kind?: never });

const choices: Choice[] = [
  {
    key: 'mini',
    title: 'Mini session service',
    description: 'One service with several short time slots clients book themselves.',
    kind: serviceKinds.MINI_SESSION,
    hint: 'Name the session. Next you add its dates and time slots, packages and add-ons.',
    icon: ClockCircleOutlined,
  },
  {
    key: 'full',
    title: 'Full session service',
    description: 'A longer session with packages and add-ons.',
    kind: serviceKinds.SESSION_TYPES,
    hint: 'Name the service. Next you add its packages, add-ons and when clients can book.',
    icon: CameraOutlined,
  },
  {
    key: 'shoot',
    title: 'Photoshoot',
    description: 'Book a shoot for a client yourself.',
    icon: ScheduleOutlined,
  },
];

export function CreateNewModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [chosen, setChosen] = useState<Choice | undefined>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const shootGuard = useRef<DirtyGuard | null>(null);
  const shootCreated = useShootCreated(onClose);

  const created = (service: TService) => {
    message.success(messages.saved);
    onClose();
    // After creating a service go to /services/edit/{id}.
    void navigate(`/services/edit/${service.id}`);
  };

  return (
    <Modal
      open={isOpen}
      // The shoot form asks before its changes are dropped.
      onCancel={() =>
        void closeGuarded(chosen?.key === 'shoot' ? shootGuard.current : null, onClose)
      }
      // Closing resets everything: the choice, and with destroyOnHidden the form.
      afterClose={() => setChosen(undefined)}
      destroyOnHidden
      title={chosen ? chosen.title : 'Create new'}
      width={chosen?.key === 'shoot' ? modalWidths.form : modalWidths.default}
      mask={{ closable: chosen?.key !== 'shoot' }}
      footer={null}
    >
      {chosen?.kind ? (
        <CreateServiceForm
          key={chosen.key}
          kind={chosen.kind}
          hint={chosen.hint}
          onBack={() => setChosen(undefined)}
          onCreated={created}
        />
      ) : chosen ? (
        <ShootForm
          guardRef={shootGuard}
          onCancel={() => setChosen(undefined)}
          onCreated={shootCreated}
        />
      ) : (
        <Flex vertical gap={8} style={{ paddingTop: 8 }}>
          {choices.map((choice) => (
            <ChoiceCard
              key={choice.key}
              icon={<choice.icon />}
              title={choice.title}
              description={choice.description}
              extra={<RightOutlined aria-hidden style={{ flex: 'none', opacity: 0.45 }} />}
              onClick={() => setChosen(choice)}
            />
          ))}
        </Flex>
      )}
    </Modal>
  );
}
