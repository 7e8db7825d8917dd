import type { Character } from '@hearth/contract';

/** The character's portrait, or its initial on a coloured disc. */
export function CharacterAvatar({
  character,
  size = 44,
}: {
  character: Pick<Character, 'name' | 'avatar'>;
  size?: number;
}) {
  if (character.avatar) {
    return (
      <img
        className="character-avatar"
        src={character.avatar}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      className="character-avatar character-avatar--initial"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {character.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
