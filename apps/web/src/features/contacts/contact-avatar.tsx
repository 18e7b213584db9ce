// A contact's initials on a soft tone of its own (the same tone wherever the contact appears).
import { avatarToneOf, initialsOf } from './contact-format.ts';

export function ContactAvatar({ fullName, size = 40 }: { fullName: string; size?: number }) {
  return (
    <span
      className="contact-avatar"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.38),
        background: avatarToneOf(fullName),
      }}
      aria-hidden
    >
      {initialsOf(fullName)}
    </span>
  );
}
