import type { TopologyCharger, TopologyGateway } from './topology-layout';

const line = (label: string, sublabel: string | null) => (sublabel === null || sublabel === '' ? label : `${label}, ${sublabel}`);

/**
 * The charge system tree as a visually hidden nested list (gateway > chargers > ports > battery),
 * named `ariaLabel`: screen reader users read the structure here and open nodes from the diagram,
 * whose nodes are the focusable buttons. No tab stops of its own.
 */
export const TopologyOutline = ({
  gateway,
  chargers,
  ariaLabel,
}: {
  readonly gateway: TopologyGateway;
  readonly chargers: readonly TopologyCharger[];
  readonly ariaLabel: string;
}) => (
  <ul aria-label={ariaLabel} className="sr-only">
    <li>
      {line(gateway.label, gateway.sublabel)}
      {chargers.length === 0 ? null : (
        <ul>
          {chargers.map((charger) => (
            <li key={charger.id}>
              {line(charger.label, charger.sublabel)}
              {charger.ports.length === 0 ? null : (
                <ul>
                  {charger.ports.map((port) => (
                    <li key={port.id}>
                      {port.label}
                      {port.battery === null ? null : (
                        <ul>
                          <li>{line(port.battery.label, port.battery.sublabel)}</li>
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  </ul>
);
