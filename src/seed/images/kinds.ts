export type RenderKind = 'programmable-dc' | 'switching-dc' | 'linear' | 'electronic-load' | 'module-load' | 'instrument' | 'high-power' | 'bidirectional'

export const RENDER_KINDS: RenderKind[] = ['programmable-dc', 'switching-dc', 'linear', 'electronic-load', 'module-load', 'instrument', 'high-power', 'bidirectional']
