// The create-new chooser (SPEC §2): mini session service, full session service, photoshoot.
// The two services open a name form that creates the service and goes to its edit page;
// photoshoots come with the Shoots release. Closing resets everything.
import { useState, type ComponentType } from 'react';
import { App, Button, Flex, Modal, Tag, Typography } from 'antd';
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
import { ChoiceCard } from '../../ui/choice-card.tsx';

type Choice = {
  key: 'mini' | 'full' | 'shoot';
  title: string;
  description: string;
  icon: ComponentType;
} & ({ kind: TServiceKind; hint: string } | { kind?: never; comingWith: string });

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
    comingWith:
      'Photoshoots come with the Shoots release. You will enter the client, the service and the time here.',
    icon: ScheduleOutlined,
  },
];

export function CreateNewModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [chosen, setChosen] = useState<Choice | undefined>();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const created = (service: TService) => {
    message.success(messages.saved);
    onClose();
    // SPEC §2: after creating a service go to /services/edit/{id}.
    void navigate(`/services/edit/${service.id}`);
  };

  return (
    <Modal
      open={isOpen}
      onCancel={onClose}
      // Closing resets everything (SPEC §2): the choice, and with destroyOnHidden the form.
      afterClose={() => setChosen(undefined)}
      destroyOnHidden
      title={chosen ? chosen.title : 'Create new'}
      width={modalWidths.default}
      footer={
        chosen && !chosen.kind ? (
          <Flex justify="space-between">
            <Button onClick={() => setChosen(undefined)}>Back</Button>
            <Button type="primary" onClick={onClose}>
              Got it
            </Button>
          </Flex>
        ) : null
      }
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
        <Flex vertical gap={12} style={{ padding: '8px 0' }}>
          <Tag color="gold" style={{ alignSelf: 'flex-start', margin: 0 }}>
            Not available yet
          </Tag>
          <Typography.Paragraph style={{ margin: 0 }}>{chosen.comingWith}</Typography.Paragraph>
        </Flex>
      ) : (
        <Flex vertical gap={8} style={{ paddingTop: 8 }}>
          {choices.map((choice) => (
            <ChoiceCard
              key={choice.key}
              icon={<choice.icon />}
              title={choice.title}
              description={choice.description}
              extra={
                choice.kind ? (
                  <RightOutlined aria-hidden style={{ flex: 'none', opacity: 0.45 }} />
                ) : (
                  <Tag style={{ margin: 0, flex: 'none' }}>Coming soon</Tag>
                )
              }
              onClick={() => setChosen(choice)}
            />
          ))}
        </Flex>
      )}
    </Modal>
  );
}
