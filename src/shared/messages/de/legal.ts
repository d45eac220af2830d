import type { Translation } from '../../i18n/catalogue.ts';

/** Datenschutzerklärung und Nutzungsbedingungen, mit den Begriffen des Schweizer Datenschutzgesetzes (DSG). */
export default {
  effectiveDate: 'Gültig ab 4. Mai 2025',
  privacy: {
    title: 'Datenschutzerklärung',
    intro: [
      '{brand} ist ein Webshop und Gestaltungswerkzeug, betrieben von einem kleinen Unternehmen in der Schweiz. In dieser Datenschutzerklärung erfährst du, welche Personendaten wir bearbeiten, wenn du {brand} nutzt, warum wir sie erheben, an wen wir sie weitergeben und welche Rechte du hast. Wir bearbeiten Personendaten nach dem Schweizer Bundesgesetz über den Datenschutz (DSG) und, soweit sie für dich gilt, nach der Datenschutz-Grundverordnung der EU (DSGVO).',
    ],
    sections: [
      {
        heading: '1. Verantwortliche Stelle',
        paragraphs: [
          'Verantwortlich für die Bearbeitung deiner Personendaten ist das Unternehmen mit Sitz in der Schweiz, das {brand} betreibt. Bei Fragen zu dieser Datenschutzerklärung oder zu deinen Daten schreib uns an {email}.',
        ],
      },
      {
        heading: '2. Welche Daten wir erheben',
        paragraphs: ['Wir erheben nur, was wir für den Betrieb des Shops brauchen:'],
        list: [
          'Kontodaten: deine E-Mail-Adresse, dein Benutzername, die Kontoart und ein sicher gehashtes Passwort. Dein Passwort speichern wir nie in lesbarer Form.',
          'Deine Kreationen: die Fotos und Videoclips, die du hochlädst, die Einzelbilder, die du auswählst, Bildunterschriften und die daraus erstellten Poster.',
          'Bestelldaten: dein Name, deine E-Mail-Adresse, Telefonnummer und Lieferadresse sowie die Angaben dazu, was du bestellt hast.',
          'Zahlungsdaten: Zahlungen wickelt unser Zahlungsdienstleister ab. Wir erhalten eine Bestätigung und wenige Angaben wie die Art des Zahlungsmittels, aber nie deine vollständige Kartennummer.',
          'Auszahlungsdaten: Wenn du als Mitglied Poster verkaufst, erhebt unser Zahlungsdienstleister die Angaben zu deiner Identität und die Bankverbindung, die für die Auszahlung an dich nötig sind.',
          'Nutzungsdaten: technische Angaben wie dein Browser, dein Gerät und die Seiten, die du besuchst, und, wo aktiviert, anonymisierte Ereignisse der Webanalyse.',
        ],
      },
      {
        heading: '3. Wofür wir deine Daten verwenden',
        paragraphs: ['Wir verwenden deine Daten, um:'],
        list: [
          'dein Konto zu eröffnen, dich anzumelden und deine Sitzung zu schützen;',
          'deine Poster zu erstellen und in deiner Übersicht für dich bereitzuhalten;',
          'deine Bestellungen zu drucken, zu verpacken und zu versenden und dich darüber auf dem Laufenden zu halten;',
          'Zahlungen, Mitgliedschaften, Guthaben für Generierungen und Auszahlungen an Kreative abzuwickeln;',
          'Poster zu prüfen, die du veröffentlichen möchtest, und veröffentlichte Poster im Katalog und im Moments-Feed zu zeigen;',
          'deine Fragen zu beantworten, Betrug und Missbrauch zu verhindern und unsere gesetzlichen und buchhalterischen Pflichten zu erfüllen;',
          'zu verstehen, wie der Shop genutzt wird, damit wir ihn verbessern können.',
        ],
      },
      {
        heading: '4. Öffentliche Inhalte',
        paragraphs: [
          'Poster bleiben privat, bis du dich entscheidest, sie zu veröffentlichen. Ein veröffentlichtes Poster wird zusammen mit seinem Namen, deinem Benutzernamen und den Angaben, die du hinzufügst, für alle im Katalog und im Moments-Feed sichtbar. Du kannst die Veröffentlichung eines Posters jederzeit in deiner Übersicht zurückziehen.',
        ],
      },
      {
        heading: '5. An wen wir Daten weitergeben',
        paragraphs: [
          'Wir verkaufen deine Personendaten nicht. Wir geben sie nur an Dienstleister weiter, die uns beim Betrieb des Shops helfen, und nur so weit, wie diese sie benötigen:',
        ],
        list: [
          'unsere Druckpartner, die die Druckdatei und die Angaben zu deiner Bestellung erhalten;',
          'die Schweizerische Post oder andere Transportunternehmen, die deinen Namen und deine Lieferadresse erhalten, um dir deine Bestellung zuzustellen;',
          'unseren Zahlungsdienstleister, für Zahlungen, Mitgliedschaften und Auszahlungen an Kreative;',
          'unsere Anbieter für Hosting, Speicherung und E-Mail-Versand und, wo aktiviert, für Webanalyse und Bildbearbeitung;',
          'Behörden, wenn das Gesetz es verlangt.',
        ],
      },
      {
        heading: '6. Bekanntgabe ins Ausland',
        paragraphs: [
          'Einige unserer Dienstleister bearbeiten Daten möglicherweise ausserhalb der Schweiz. Wir geben Daten nur in Staaten mit einem angemessenen Datenschutz bekannt oder gestützt auf geeignete Garantien, etwa die vom Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten anerkannten Standardvertragsklauseln.',
        ],
      },
      {
        heading: '7. Cookies und Webanalyse',
        paragraphs: [
          'Wir verwenden ein technisch notwendiges Sitzungs-Cookie, damit du angemeldet bleibst, ein Cookie, das sich die von dir gewählte Sprache ein Jahr lang merkt, und den lokalen Speicher deines Browsers, um deinen Warenkorb und deine Einstellungen zu speichern. Wo die Webanalyse aktiviert ist, zählen wir mit Google Analytics Seitenaufrufe und Ereignisse wie den Beginn eines Bestellvorgangs, aber erst, wenn du im Cookie-Banner zustimmst: Bis du dich entscheidest, wird nichts an Google gesendet, und wenn du ablehnst, nie. Deine Wahl wird im lokalen Speicher deines Browsers gespeichert, und du kannst sie jederzeit über «Cookie-Einstellungen» unten auf jeder Seite ändern; lehnst du später ab, endet die Webanalyse und ihre Cookies werden gelöscht. Du kannst Analyse-Cookies auch in den Einstellungen deines Browsers blockieren, ohne den Zugang zum Shop zu verlieren.',
        ],
      },
      {
        heading: '8. Wie lange wir Daten aufbewahren',
        paragraphs: [
          'Wir bewahren deine Kontodaten und Kreationen auf, solange dein Konto besteht. Bestell- und Zahlungsbelege bewahren wir zehn Jahre lang auf, wie es das Schweizer Buchführungsrecht verlangt. Wenn du dein Konto löschst, löschen oder anonymisieren wir deine Daten, sofern wir sie nicht von Gesetzes wegen aufbewahren müssen.',
        ],
      },
      {
        heading: '9. Datensicherheit',
        paragraphs: [
          'Deine Daten werden über verschlüsselte Verbindungen übertragen, Passwörter werden als Einweg-Hashes gespeichert, und Zugriff auf Personendaten haben nur die Personen, die ihn benötigen. Kein System ist vollkommen sicher, doch wir setzen alles daran, deine Daten zu schützen, und informieren dich, wenn du von einer Verletzung der Datensicherheit betroffen bist.',
        ],
      },
      {
        heading: '10. Mindestalter',
        paragraphs: [
          '{brand} richtet sich an Personen ab 18 Jahren. Bist du jünger als 18, darfst du {brand} nur mit der Erlaubnis eines Elternteils oder deiner gesetzlichen Vertretung nutzen. Wir erheben nicht wissentlich Daten von Kindern ohne diese Erlaubnis.',
        ],
      },
      {
        heading: '11. Deine Rechte',
        paragraphs: [
          'Du kannst jederzeit Auskunft über deine Personendaten verlangen, sie berichtigen oder löschen lassen, eine Kopie davon in einem gängigen Format erhalten, der Bearbeitung widersprechen oder deine Einwilligung widerrufen. Wenn du angemeldet bist, kannst du unter Einstellungen, «Deine Daten», selbst eine Kopie deiner Daten herunterladen und dein Konto löschen. Um eines dieser Rechte auszuüben, kannst du uns auch an {email} schreiben. Zudem kannst du dich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) oder, in der EU, bei deiner örtlichen Aufsichtsbehörde beschweren.',
        ],
      },
      {
        heading: '12. Änderungen dieser Datenschutzerklärung',
        paragraphs: [
          'Wir können diese Datenschutzerklärung anpassen, wenn sich unsere Dienste oder das Recht ändern. Das Datum oben zeigt stets die aktuelle Fassung; über wichtige Änderungen informieren wir dich per E-Mail oder im Shop.',
        ],
      },
      {
        heading: '13. Anwendbares Recht',
        paragraphs: [
          'Diese Datenschutzerklärung untersteht Schweizer Recht. Für Streitigkeiten darüber sind die Gerichte in Lugano, Schweiz, zuständig; vorbehalten bleiben zwingende Gerichtsstände, die dir das Gesetz gewährt.',
        ],
      },
    ],
  },
  terms: {
    title: 'Nutzungsbedingungen',
    intro: [
      'Diese Bedingungen regeln deine Nutzung von {brand}, einem Webshop und Gestaltungswerkzeug eines kleinen Unternehmens in der Schweiz, sowie jede Bestellung, die du bei uns aufgibst. Indem du ein Konto eröffnest, ein Poster erstellst oder eine Bestellung aufgibst, akzeptierst du diese Bedingungen.',
    ],
    sections: [
      {
        heading: '1. Voraussetzungen',
        paragraphs: [
          'Um {brand} zu nutzen, musst du mindestens 18 Jahre alt sein oder die Erlaubnis eines Elternteils oder deiner gesetzlichen Vertretung haben, die diese Bedingungen in deinem Namen akzeptiert.',
        ],
      },
      {
        heading: '2. Dein Konto',
        paragraphs: [
          'Du bist dafür verantwortlich, dein Passwort geheim zu halten, und für alles, was mit deinem Konto geschieht. Mach bei der Registrierung korrekte Angaben und informiere uns sofort, wenn du vermutest, dass jemand anderes dein Konto nutzt.',
        ],
      },
      {
        heading: '3. Guthaben für Generierungen und Mitgliedschaft',
        paragraphs: [
          'Jede Generierung eines Posters verbraucht ein Guthaben. Neue Konten erhalten Gratisguthaben, weiteres Guthaben kann gekauft werden. Die Mitgliedschaft im Artistic Collective ist ein Monatsabonnement mit unbegrenzten Kreationen und den bei der Anmeldung beschriebenen Zusatzfunktionen. Sie verlängert sich jeden Monat, bis du kündigst; du kannst jederzeit kündigen, und die Mitgliedschaft endet dann mit Ablauf der bereits bezahlten Periode. Guthaben und Mitgliederbeiträge werden nicht zurückerstattet, ausser das Gesetz verlangt es.',
        ],
      },
      {
        heading: '4. Deine Inhalte',
        paragraphs: [
          'Die Rechte an den Fotos und Videos, die du hochlädst, bleiben bei dir. Du bestätigst, dass sie dir gehören oder du sie verwenden darfst und dass sie keine Rechte Dritter verletzen, auch nicht die Persönlichkeits- und Bildrechte der abgebildeten Personen. Rechtswidrige, hasserfüllte, sexuell explizite oder anderweitig unangemessene Inhalte sind nicht erlaubt; wir können sie zurückweisen oder entfernen.',
          'Mit dem Hochladen erlaubst du uns, deine Inhalte zu bearbeiten, um deine Poster zu erstellen, deine Bestellungen zu drucken und zu versenden und, wenn du ein Poster veröffentlichst, es im Katalog und im Moments-Feed zu zeigen und für Käuferinnen und Käufer zu drucken. Du kannst die Veröffentlichung eines Posters jederzeit zurückziehen; bereits aufgegebene Bestellungen werden trotzdem ausgeführt.',
        ],
      },
      {
        heading: '5. Erstellte Poster',
        paragraphs: [
          'Poster werden automatisch im von dir gewählten Stil erstellt. Die Ergebnisse variieren, und ein Poster kann in Farbe, Details und Bildaufbau von deinem Foto abweichen. Farben auf dem Bildschirm können leicht anders wirken als auf dem gedruckten Poster.',
        ],
      },
      {
        heading: '6. Veröffentlichen und verkaufen',
        paragraphs: [
          'Poster, die du veröffentlichst, werden geprüft, bevor sie im Katalog erscheinen, und wir können ein Poster ohne Angabe von Gründen ablehnen. Wenn sich deine Poster verkaufen, erhältst du die Provision, die angezeigt wurde, als du sie zum Verkauf angeboten hast; sie wird über unseren Zahlungsdienstleister auf dein verbundenes Auszahlungskonto überwiesen. Limitierte Editionen sind nummeriert und werden nie über die angegebene Auflage hinaus verkauft.',
        ],
      },
      {
        heading: '7. Preise und Zahlung',
        paragraphs: [
          'Alle Preise sind in Schweizer Franken (CHF) angegeben und enthalten die anwendbaren Steuern. Allfällige Versandkosten werden vor der Zahlung angezeigt. Die Zahlung ist mit der Bestellung fällig und wird von unserem Zahlungsdienstleister sicher abgewickelt.',
        ],
      },
      {
        heading: '8. Produktion und Stornierung',
        paragraphs: [
          'Jedes Poster wird auf Bestellung gedruckt. Bestellungen können nicht mehr storniert werden, sobald die Produktion begonnen hat. Wenn du eine Bestellung ändern oder stornieren möchtest, melde dich so schnell wie möglich bei uns; solange die Produktion noch nicht begonnen hat, tun wir unser Bestes, um dir zu helfen.',
        ],
      },
      {
        heading: '9. Versand',
        paragraphs: [
          'Die Poster werden in der Schweiz gedruckt und mit der Schweizerischen Post oder anderen Transportunternehmen an die Adresse versandt, die du uns angibst. Lieferzeiten sind Schätzungen und können abweichen. Bitte achte darauf, dass deine Adresse vollständig und korrekt ist; für Verzögerungen oder Verluste wegen einer falschen Adresse sind wir nicht verantwortlich.',
        ],
      },
      {
        heading: '10. Rückgaben',
        paragraphs: [
          'Da jedes Poster auf Bestellung angefertigt wird, nehmen wir Rückgaben nur bei fehlerhafter oder beschädigter Ware an. Kommt dein Poster beschädigt oder mit einem Druckfehler an, schreib uns kurz nach der Lieferung an {email}, mit deiner Bestellnummer und einem Foto des Problems; wir ersetzen dir das Poster oder erstatten dir den Betrag zurück.',
        ],
      },
      {
        heading: '11. Geistiges Eigentum',
        paragraphs: [
          'Der Name {brand}, die Website, die Stile und die Software gehören uns oder unseren Lizenzgebern. Abgesehen von deinen eigenen Inhalten darfst du keinen Teil des Dienstes ohne unsere schriftliche Erlaubnis kopieren, weiterverkaufen oder verbreiten.',
        ],
      },
      {
        heading: '12. Haftung',
        paragraphs: [
          'Wir erbringen unseren Dienst mit Sorgfalt, können aber nicht garantieren, dass er immer verfügbar oder fehlerfrei ist. Soweit gesetzlich zulässig, haften wir nur für direkte Schäden, die wir vorsätzlich oder grobfahrlässig verursachen, und höchstens bis zu dem Betrag, den du für die betreffende Bestellung bezahlt hast.',
        ],
      },
      {
        heading: '13. Änderungen dieser Bedingungen',
        paragraphs: [
          'Wir können diese Bedingungen von Zeit zu Zeit ändern. Für eine Bestellung gilt die Fassung, die in Kraft ist, wenn du sie aufgibst; das Datum oben zeigt stets die aktuelle Fassung.',
        ],
      },
      {
        heading: '14. Anwendbares Recht und Gerichtsstand',
        paragraphs: [
          'Diese Bedingungen unterstehen Schweizer Recht. Ausschliesslicher Gerichtsstand ist Lugano, Schweiz; vorbehalten bleiben zwingende Gerichtsstände, die dir das Konsumentenschutzrecht gewährt.',
        ],
      },
      {
        heading: '15. Kontakt',
        paragraphs: ['Fragen zu diesen Bedingungen oder zu deiner Bestellung? Schreib uns an {email}.'],
      },
    ],
  },
  returns: {
    title: 'Rückgabe und beschädigte Drucke',
    intro: [
      'Jedes Poster von {brand} wird für dich gedruckt, nach deiner Bestellung. Hier steht, was gilt, wenn eines beschädigt oder fehlerhaft gedruckt ankommt, und wie du es uns meldest.',
    ],
    sections: [
      {
        heading: '1. Auf Bestellung gefertigt',
        paragraphs: [
          'Individuelle Drucke können nicht zurückgegeben oder umgetauscht werden, ausser sie kommen beschädigt oder fehlerhaft gedruckt an: Jeder Druck wird nach deiner Bestellung gefertigt, deshalb gilt das Rückgaberecht für Fernkäufe für sie nicht. Bis die Produktion beginnt, kannst du eine Bestellung selbst stornieren, unter «Meine Bestellungen» oder über den Link in deiner Bestellbestätigung, und erhältst den ganzen Betrag zurück.',
        ],
      },
      {
        heading: '2. Ein beschädigter oder fehlerhafter Druck',
        paragraphs: [
          'Kommt dein Druck geknickt, eingerissen, nass oder sonst beschädigt an, oder ist er nicht wie bestellt gedruckt (falsches Poster, falsche Farben, fehlende Teile), ersetzen wir ihn oder erstatten den ganzen Betrag, wie du möchtest. Das kostet dich nichts, und den beschädigten Druck musst du nur zurückschicken, wenn wir dich darum bitten.',
        ],
      },
      {
        heading: '3. So meldest du es',
        paragraphs: ['Schreib uns innerhalb von 14 Tagen nach der Lieferung an {email}, mit:'],
        list: [
          'deiner Bestellnummer (ORD-… oder CAT-…, in deiner Bestellbestätigung);',
          'einem Foto des Drucks und einem des Pakets, auf denen der Schaden oder der Fehler zu sehen ist;',
          'ob du einen neuen Druck oder dein Geld zurück möchtest.',
        ],
      },
      {
        heading: '4. Wie es weitergeht',
        paragraphs: [
          'Wir antworten innert zwei Werktagen. Ein neuer Druck wird wie deine Bestellung gratis verschickt; eine Rückerstattung geht auf die Karte oder das Konto, mit dem du bezahlt hast, meist innert 5 bis 10 Werktagen.',
        ],
      },
    ],
  },
} satisfies Translation<'legal'>;
