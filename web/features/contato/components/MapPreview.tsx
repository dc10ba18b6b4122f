import { useState } from 'react';
import { useEmpresa } from '../../../content/conteudo-do-site';

/**
 * A drawn map of the surroundings, and the live map only when the visitor asks for it: the page
 * loads nothing from the map's host until then (faster, and no third-party cookies by default).
 */
export function MapPreview() {
  const empresa = useEmpresa();
  const [live, setLive] = useState(false);
  return (
    <figure className="map">
      {live ? (
        <iframe
          className="map__frame"
          src={empresa.map.embedUrl}
          title={`Mapa interativo: localização da ${empresa.name}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="map__preview">
          <picture>
            <source
              type="image/avif"
              srcSet="/media/mapa-fazenda-600.avif 600w, /media/mapa-fazenda-1200.avif 1200w"
              sizes="(max-width: 900px) 100vw, 560px"
            />
            <img
              src="/media/mapa-fazenda-600.webp"
              srcSet="/media/mapa-fazenda-600.webp 600w, /media/mapa-fazenda-1200.webp 1200w"
              sizes="(max-width: 900px) 100vw, 560px"
              alt="Mapa ilustrado da região, com a Fazenda Santa Marta à beira da rodovia MG-000"
              width={1200}
              height={675}
              loading="lazy"
              decoding="async"
            />
          </picture>
          <button
            type="button"
            className="btn btn--primary map__load"
            onClick={() => setLive(true)}
          >
            Carregar mapa interativo
          </button>
        </div>
      )}
      <figcaption>
        <a href={empresa.map.linkUrl} target="_blank" rel="noopener noreferrer">
          Abrir o mapa em uma nova aba
        </a>
      </figcaption>
    </figure>
  );
}
