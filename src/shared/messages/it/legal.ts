import type { Translation } from '../../i18n/catalogue.ts';

/** Informativa sulla privacy e condizioni d’uso, con i termini della legge svizzera sulla protezione dei dati (LPD). */
export default {
  effectiveDate: 'In vigore dal 4 maggio 2025',
  privacy: {
    title: 'Informativa sulla privacy',
    intro: [
      '{brand} è un negozio online e uno strumento di creazione gestiti da una piccola azienda in Svizzera. La presente informativa spiega quali dati personali raccogliamo quando usi {brand}, perché li raccogliamo, con chi li condividiamo e quali diritti hai. Trattiamo i dati personali in conformità con la legge federale svizzera sulla protezione dei dati (LPD) e, se si applica a te, con il regolamento generale dell’UE sulla protezione dei dati (RGPD).',
    ],
    sections: [
      {
        heading: '1. Titolare del trattamento',
        paragraphs: [
          'Il titolare del trattamento dei tuoi dati personali è l’azienda che gestisce {brand}, con sede in Svizzera. Per qualsiasi domanda sulla presente informativa o sui tuoi dati, scrivi a {email}.',
        ],
      },
      {
        heading: '2. Dati che raccogliamo',
        paragraphs: ['Raccogliamo solo ciò che ci serve per gestire il negozio:'],
        list: [
          'Dati dell’account: il tuo indirizzo e-mail, il nome utente, il tipo di account e una password protetta con un hash sicuro. Non salviamo mai la tua password in forma leggibile.',
          'Le tue creazioni: le foto e le clip video che carichi, i fotogrammi che scegli, le didascalie e i poster generati a partire da questi.',
          'Dati dell’ordine: il tuo nome, indirizzo e-mail, numero di telefono e indirizzo di spedizione e i dettagli di ciò che hai ordinato.',
          'Dati di pagamento: i pagamenti sono gestiti dal nostro fornitore di servizi di pagamento. Riceviamo una conferma e pochi dettagli, come il tipo di metodo di pagamento, ma mai il numero completo della tua carta.',
          'Dati per i versamenti: se vendi poster come membro, il nostro fornitore di servizi di pagamento raccoglie i dati d’identità e bancari necessari per pagarti.',
          'Dati di utilizzo: informazioni tecniche come il browser, il dispositivo e le pagine che visiti e, se attivate, eventi statistici anonimizzati.',
        ],
      },
      {
        heading: '3. Come usiamo i tuoi dati',
        paragraphs: ['Usiamo i tuoi dati per:'],
        list: [
          'creare il tuo account, farti accedere e mantenere sicura la tua sessione;',
          'generare i tuoi poster e tenerli a tua disposizione nella tua Panoramica;',
          'stampare, imballare e spedire i tuoi ordini e tenerti informato sul loro stato;',
          'elaborare pagamenti, adesioni, crediti di generazione e versamenti ai creatori;',
          'esaminare i poster che scegli di pubblicare e mostrare i poster pubblicati nel catalogo e nel feed Moments;',
          'rispondere alle tue domande, prevenire frodi e abusi e adempiere ai nostri obblighi legali e contabili;',
          'capire come viene usato il negozio, per poterlo migliorare.',
        ],
      },
      {
        heading: '4. Contenuti pubblici',
        paragraphs: [
          'I poster restano privati finché non decidi di pubblicarli. Un poster pubblicato, insieme al suo nome, al tuo nome utente e ai dettagli che aggiungi, diventa visibile a tutti nel catalogo e nel feed Moments. Puoi ritirare la pubblicazione di un poster in qualsiasi momento dalla tua Panoramica.',
        ],
      },
      {
        heading: '5. Con chi condividiamo i dati',
        paragraphs: [
          'Non vendiamo i tuoi dati personali. Li condividiamo solo con i fornitori di servizi che ci aiutano a gestire il negozio, e solo nella misura in cui ne hanno bisogno:',
        ],
        list: [
          'i nostri partner di stampa, che ricevono il file di stampa e i dettagli del tuo ordine;',
          'La Posta Svizzera o altri corrieri, che ricevono il tuo nome e il tuo indirizzo di spedizione per consegnarti l’ordine;',
          'il nostro fornitore di servizi di pagamento, per pagamenti, adesioni e versamenti ai creatori;',
          'i nostri fornitori di hosting, archiviazione, e-mail e, se attivati, di statistiche e di elaborazione delle immagini;',
          'le autorità, quando la legge lo richiede.',
        ],
      },
      {
        heading: '6. Comunicazione all’estero',
        paragraphs: [
          'Alcuni dei nostri fornitori possono trattare dati al di fuori della Svizzera. Comunichiamo dati solo verso Paesi con un livello di protezione adeguato o sulla base di garanzie appropriate, come le clausole contrattuali tipo riconosciute dall’Incaricato federale della protezione dei dati e della trasparenza.',
        ],
      },
      {
        heading: '7. Cookie e statistiche',
        paragraphs: [
          'Usiamo un cookie di sessione strettamente necessario per mantenerti connesso, un cookie che ricorda per un anno la lingua che scegli e la memoria locale del tuo browser per ricordare il tuo carrello e le tue preferenze. Se le statistiche sono attivate, usiamo Google Analytics per contare le pagine visualizzate ed eventi come l’avvio di un acquisto, ma solo dopo che l’hai accettato nel banner dei cookie: finché non scegli, nulla viene inviato a Google, e se rifiuti, non lo sarà mai. La tua scelta viene salvata nella memoria locale del tuo browser e puoi modificarla in qualsiasi momento con «Impostazioni dei cookie» in fondo a ogni pagina; se rifiuti in seguito, le statistiche si interrompono e i relativi cookie vengono rimossi. Puoi bloccare i cookie delle statistiche nelle impostazioni del browser senza perdere l’accesso al negozio.',
        ],
      },
      {
        heading: '8. Per quanto tempo conserviamo i dati',
        paragraphs: [
          'Conserviamo i dati del tuo account e le tue creazioni finché il tuo account esiste. I documenti relativi a ordini e pagamenti sono conservati per dieci anni, come richiesto dal diritto contabile svizzero. Quando elimini il tuo account, cancelliamo o anonimizziamo i tuoi dati, a meno che la legge non ci obblighi a conservarli.',
        ],
      },
      {
        heading: '9. Sicurezza',
        paragraphs: [
          'I tuoi dati vengono trasmessi tramite connessioni cifrate, le password sono salvate come hash irreversibili e l’accesso ai dati personali è limitato alle persone che ne hanno bisogno. Nessun sistema è perfettamente sicuro, ma ci impegniamo a proteggere i tuoi dati e ti informeremo se una violazione della sicurezza dei dati ti riguarda.',
        ],
      },
      {
        heading: '10. Età minima',
        paragraphs: [
          '{brand} è destinato a persone di almeno 18 anni. Se hai meno di 18 anni, puoi usare {brand} solo con il permesso di un genitore o del tuo rappresentante legale. Non raccogliamo consapevolmente dati di minori senza tale permesso.',
        ],
      },
      {
        heading: '11. I tuoi diritti',
        paragraphs: [
          'Puoi chiederci in qualsiasi momento di accedere ai tuoi dati personali, di rettificarli o cancellarli, di riceverne una copia in un formato comune, di opporti al loro trattamento o di revocare il tuo consenso. Dopo aver effettuato l’accesso, puoi scaricare tu stesso una copia dei tuoi dati ed eliminare il tuo account in Impostazioni, «I tuoi dati». Per esercitare uno di questi diritti puoi anche scrivere a {email}. Puoi inoltre rivolgerti all’Incaricato federale della protezione dei dati e della trasparenza (IFPDT) o, nell’UE, presentare un reclamo alla tua autorità di controllo locale.',
        ],
      },
      {
        heading: '12. Modifiche alla presente informativa',
        paragraphs: [
          'Possiamo aggiornare la presente informativa quando cambiano i nostri servizi o la legge. La data di entrata in vigore indicata in alto mostra sempre la versione attuale; ti informeremo delle modifiche importanti via e-mail o nel negozio.',
        ],
      },
      {
        heading: '13. Diritto applicabile',
        paragraphs: [
          'La presente informativa è disciplinata dal diritto svizzero. Per qualsiasi controversia in merito sono competenti i tribunali di Lugano, Svizzera, fatto salvo qualsiasi foro imperativo che la legge ti riconosce.',
        ],
      },
    ],
  },
  terms: {
    title: 'Condizioni d’uso',
    intro: [
      'Queste condizioni disciplinano il tuo uso di {brand}, un negozio online e strumento di creazione gestito da una piccola azienda in Svizzera, e ogni ordine che effettui presso di noi. Creando un account, generando un poster o effettuando un ordine, accetti queste condizioni.',
    ],
    sections: [
      {
        heading: '1. Requisiti',
        paragraphs: [
          'Per usare {brand} devi avere almeno 18 anni, oppure il permesso di un genitore o del tuo rappresentante legale, che accetta queste condizioni a tuo nome.',
        ],
      },
      {
        heading: '2. Il tuo account',
        paragraphs: [
          'Sei responsabile di mantenere riservata la tua password e di tutto ciò che viene fatto con il tuo account. Fornisci informazioni corrette al momento della registrazione e avvisaci subito se sospetti che qualcun altro stia usando il tuo account.',
        ],
      },
      {
        heading: '3. Crediti di generazione e adesione',
        paragraphs: [
          'Ogni generazione di un poster usa un credito. I nuovi account ricevono crediti gratuiti e altri crediti possono essere acquistati. L’adesione ad Artistic Collective è un abbonamento mensile che comprende creazioni illimitate e le funzioni aggiuntive descritte al momento dell’iscrizione. Si rinnova ogni mese finché non la disdici; puoi disdirla in qualsiasi momento e l’adesione termina alla fine del periodo già pagato. I crediti e le quote di adesione non sono rimborsabili, salvo quando la legge lo richiede.',
        ],
      },
      {
        heading: '4. I tuoi contenuti',
        paragraphs: [
          'Mantieni i diritti sulle foto e sui video che carichi. Confermi di esserne il proprietario o di avere il permesso di usarli e che non violano i diritti di terzi, compresi la personalità e il diritto all’immagine delle persone ritratte. Non sono ammessi contenuti illeciti, d’odio, sessualmente espliciti o comunque inappropriati, e possiamo rifiutarli o rimuoverli.',
          'Caricando dei contenuti ci autorizzi a trattarli per generare i tuoi poster, stampare e spedire i tuoi ordini e, se pubblichi un poster, mostrarlo nel catalogo e nel feed Moments e stamparlo per gli acquirenti. Puoi ritirare la pubblicazione di un poster in qualsiasi momento; gli ordini già effettuati saranno comunque evasi.',
        ],
      },
      {
        heading: '5. Poster generati',
        paragraphs: [
          'I poster vengono generati automaticamente nello stile che scegli. I risultati variano e un poster può differire dalla tua foto per colori, dettagli e composizione. I colori sullo schermo possono apparire leggermente diversi da quelli del poster stampato.',
        ],
      },
      {
        heading: '6. Pubblicazione e vendita',
        paragraphs: [
          'I poster che pubblichi vengono esaminati prima di comparire nel catalogo, e possiamo rifiutare un poster senza indicarne i motivi. Quando i tuoi poster vengono venduti, ricevi la commissione indicata al momento della messa in vendita, versata tramite il nostro fornitore di servizi di pagamento sul conto di versamento che hai collegato. Le edizioni limitate sono numerate e non vengono mai vendute oltre la tiratura indicata.',
        ],
      },
      {
        heading: '7. Prezzi e pagamento',
        paragraphs: [
          'Tutti i prezzi sono indicati in franchi svizzeri (CHF) e comprendono le imposte applicabili. Le eventuali spese di spedizione sono indicate prima del pagamento. Il pagamento è dovuto al momento dell’ordine ed è elaborato in modo sicuro dal nostro fornitore di servizi di pagamento.',
        ],
      },
      {
        heading: '8. Produzione e annullamento',
        paragraphs: [
          'Ogni poster viene stampato su ordinazione. Gli ordini non possono più essere annullati una volta iniziata la produzione. Se devi modificare o annullare un ordine, contattaci il prima possibile; finché la produzione non è iniziata, faremo del nostro meglio per aiutarti.',
        ],
      },
      {
        heading: '9. Spedizione',
        paragraphs: [
          'I poster vengono stampati in Svizzera e spediti con La Posta Svizzera o altri corrieri all’indirizzo che ci indichi. I tempi di consegna sono indicativi e possono variare. Assicurati che il tuo indirizzo sia completo e corretto; non siamo responsabili di ritardi o smarrimenti dovuti a un indirizzo errato.',
        ],
      },
      {
        heading: '10. Resi',
        paragraphs: [
          'Poiché ogni poster è realizzato su ordinazione, i resi sono accettati solo per articoli difettosi o danneggiati. Se il tuo poster arriva danneggiato o con un difetto di stampa, scrivi a {email} poco dopo la consegna indicando il numero dell’ordine e allegando una foto del problema: sostituiremo il poster o ti rimborseremo.',
        ],
      },
      {
        heading: '11. Proprietà intellettuale',
        paragraphs: [
          'Il nome {brand}, il sito web, gli stili e il software appartengono a noi o ai nostri licenzianti. A parte i tuoi contenuti, non puoi copiare, rivendere o distribuire alcuna parte del servizio senza il nostro permesso scritto.',
        ],
      },
      {
        heading: '12. Responsabilità',
        paragraphs: [
          'Forniamo il servizio con cura, ma non possiamo garantire che sia sempre disponibile o privo di errori. Nella misura consentita dalla legge, la nostra responsabilità è limitata ai danni diretti causati intenzionalmente o per negligenza grave e non supera mai l’importo che hai pagato per l’ordine in questione.',
        ],
      },
      {
        heading: '13. Modifiche alle presenti condizioni',
        paragraphs: [
          'Possiamo modificare queste condizioni di tanto in tanto. A un ordine si applica la versione in vigore al momento in cui lo effettui; la data di entrata in vigore indicata in alto mostra sempre la versione attuale.',
        ],
      },
      {
        heading: '14. Diritto applicabile e foro competente',
        paragraphs: [
          'Queste condizioni sono disciplinate dal diritto svizzero. Il foro esclusivo è Lugano, Svizzera, fatto salvo qualsiasi foro imperativo che il diritto della protezione dei consumatori ti riconosce.',
        ],
      },
      {
        heading: '15. Contatto',
        paragraphs: ['Domande su queste condizioni o sul tuo ordine? Scrivici a {email}.'],
      },
    ],
  },
  returns: {
    title: 'Resi e stampe danneggiate',
    intro: [
      'Ogni poster {brand} è stampato per te, su ordinazione. Questa pagina spiega cosa succede se uno arriva danneggiato o stampato male, e come segnalarcelo.',
    ],
    sections: [
      {
        heading: '1. Fatto su ordinazione',
        paragraphs: [
          'Le stampe personalizzate non possono essere rese né cambiate, a meno che arrivino danneggiate o stampate male: ognuna è fatta su tua ordinazione, quindi il diritto di reso degli acquisti a distanza non si applica. Finché la produzione non è iniziata puoi annullare tu stesso un ordine, da «I miei ordini» o dal link nell’e-mail di conferma, e ricevi il rimborso completo.',
        ],
      },
      {
        heading: '2. Una stampa danneggiata o stampata male',
        paragraphs: [
          'Se la stampa arriva piegata, strappata, bagnata o comunque danneggiata, o non è stampata come ordinato (poster sbagliato, colori sbagliati, parti mancanti), la sostituiamo o la rimborsiamo per intero, come preferisci. Non ti costa nulla, e devi rispedire la stampa danneggiata solo se te lo chiediamo.',
        ],
      },
      {
        heading: '3. Come segnalarlo',
        paragraphs: ['Scrivi a {email} entro 14 giorni dalla consegna, indicando:'],
        list: [
          'il numero d’ordine (ORD-… o CAT-…, nell’e-mail di conferma);',
          'una foto della stampa e una del pacco, in cui si veda il danno o il difetto;',
          'se preferisci una nuova stampa o il rimborso.',
        ],
      },
      {
        heading: '4. Cosa succede poi',
        paragraphs: [
          'Rispondiamo entro due giorni lavorativi. Una nuova stampa parte con la stessa spedizione gratuita del tuo ordine; un rimborso torna sulla carta o sul conto con cui hai pagato, di solito entro 5-10 giorni lavorativi.',
        ],
      },
    ],
  },
} satisfies Translation<'legal'>;
