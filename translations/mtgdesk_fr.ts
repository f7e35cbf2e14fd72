<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_US">
<context>
    <name>Accessibility</name>
    <message numerus="yes">
        <source>your hand, %n card(s)</source>
        <extracomment>The zones the keyboard walks through, as they are read out (with the number of things in each).</extracomment>
        <translation>
            <numerusform>votre main, %n carte</numerusform>
            <numerusform>votre main, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your battlefield, %n permanent(s)</source>
        <translation>
            <numerusform>votre champ de bataille, %n permanent</numerusform>
            <numerusform>votre champ de bataille, %n permanents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s battlefield, %n permanent(s)</source>
        <translation>
            <numerusform>champ de bataille adverse (%1), %n permanent</numerusform>
            <numerusform>champ de bataille adverse (%1), %n permanents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the stack, %n object(s)</source>
        <translation>
            <numerusform>la pile, %n objet</numerusform>
            <numerusform>la pile, %n objets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n blessure</numerusform>
            <numerusform>%n blessures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n life</source>
        <translation>
            <numerusform>%n point de vie</numerusform>
            <numerusform>%n points de vie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in library</source>
        <translation>
            <numerusform>%n carte dans la bibliothèque</numerusform>
            <numerusform>%n cartes dans la bibliothèque</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mana in pool</source>
        <translation>
            <numerusform>%n mana dans la réserve</numerusform>
            <numerusform>%n manas dans la réserve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your graveyard, %n card(s)</source>
        <translation>
            <numerusform>votre cimetière, %n carte</numerusform>
            <numerusform>votre cimetière, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard, %n card(s)</source>
        <translation>
            <numerusform>cimetière adverse (%1), %n carte</numerusform>
            <numerusform>cimetière adverse (%1), %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your exile, %n card(s)</source>
        <translation>
            <numerusform>votre exil, %n carte</numerusform>
            <numerusform>votre exil, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s exile, %n card(s)</source>
        <translation>
            <numerusform>exil adverse (%1), %n carte</numerusform>
            <numerusform>exil adverse (%1), %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n life.</source>
        <translation>
            <numerusform>Vous avez %n point de vie.</numerusform>
            <numerusform>Vous avez %n points de vie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n life.</source>
        <translation>
            <numerusform>%1 a %n point de vie.</numerusform>
            <numerusform>%1 a %n points de vie.</numerusform>
        </translation>
    </message>
    <message>
        <source>creature</source>
        <extracomment>The word for a card&apos;s kind, from its most telling card type (CR 205.2a).</extracomment>
        <translation>créature</translation>
    </message>
    <message>
        <source>planeswalker</source>
        <translation>planeswalker</translation>
    </message>
    <message>
        <source>land</source>
        <translation>terrain</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>artefact</translation>
    </message>
    <message>
        <source>enchantment</source>
        <translation>enchantement</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>éphémère</translation>
    </message>
    <message>
        <source>sorcery</source>
        <translation>rituel</translation>
    </message>
    <message>
        <source>the players</source>
        <translation>les joueurs</translation>
    </message>
    <message>
        <source>graveyards and exiles</source>
        <translation>cimetières et exils</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>capacité</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>une carte face cachée</translation>
    </message>
    <message>
        <source>ability of %1</source>
        <translation>capacité de %1</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>engagée</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>attaquante</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>bloqueuse</translation>
    </message>
    <message>
        <source>summoning sick</source>
        <translation>mal d&apos;invocation</translation>
    </message>
    <message>
        <source>%1 counters: %2</source>
        <translation>marqueurs %1 : %2</translation>
    </message>
    <message>
        <source>attached to %1</source>
        <translation>attachée à %1</translation>
    </message>
    <message>
        <source>targeting %1</source>
        <translation>cible : %1</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>active player</source>
        <translation>joueur actif</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <translation>%1 au-dessus</translation>
    </message>
    <message>
        <source>%1, controlled by %2</source>
        <translation>%1, contrôlé par %2</translation>
    </message>
    <message>
        <source>Turn %1: your turn.</source>
        <extracomment>How many of the last announcements the label shows.</extracomment>
        <translation>Tour %1 : votre tour.</translation>
    </message>
    <message>
        <source>Turn %1: %2&apos;s turn.</source>
        <translation>Tour %1 : tour de %2.</translation>
    </message>
    <message>
        <source>%1 attacks you with %2</source>
        <translation>%1 vous attaque avec %2</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Vous gagnez la partie.</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>La partie est nulle.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <source>%1 casts %2 targeting %3</source>
        <translation>%1 lance %2 avec pour cible : %3</translation>
    </message>
    <message>
        <source>%1 casts %2</source>
        <translation>%1 lance %2</translation>
    </message>
    <message>
        <source>%1 activates an ability of %2 targeting %3</source>
        <translation>%1 active une capacité de %2 avec pour cible : %3</translation>
    </message>
    <message>
        <source>%1 activates an ability of %2</source>
        <translation>%1 active une capacité de %2</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>Lethal</source>
        <extracomment>Puzzle categories (``tests/puzzles/categories``, by the start of the file name).</extracomment>
        <translation>Coup fatal</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>Survie</translation>
    </message>
    <message>
        <source>Friend or foe</source>
        <translation>Ami ou ennemi</translation>
    </message>
    <message>
        <source>Counterspells</source>
        <translation>Contresorts</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Mana rituals</source>
        <translation>Rituels de mana</translation>
    </message>
    <message>
        <source>First victory</source>
        <extracomment>Each achievement&apos;s title and what earns it (``storage.achievements.ACHIEVEMENTS`` ids).</extracomment>
        <translation>Première victoire</translation>
    </message>
    <message>
        <source>Win a game against the computer.</source>
        <translation>Gagnez une partie contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>White victory</source>
        <translation>Victoire blanche</translation>
    </message>
    <message>
        <source>Win with a deck that plays white.</source>
        <translation>Gagnez avec un deck qui joue du blanc.</translation>
    </message>
    <message>
        <source>Blue victory</source>
        <translation>Victoire bleue</translation>
    </message>
    <message>
        <source>Win with a deck that plays blue.</source>
        <translation>Gagnez avec un deck qui joue du bleu.</translation>
    </message>
    <message>
        <source>Black victory</source>
        <translation>Victoire noire</translation>
    </message>
    <message>
        <source>Win with a deck that plays black.</source>
        <translation>Gagnez avec un deck qui joue du noir.</translation>
    </message>
    <message>
        <source>Red victory</source>
        <translation>Victoire rouge</translation>
    </message>
    <message>
        <source>Win with a deck that plays red.</source>
        <translation>Gagnez avec un deck qui joue du rouge.</translation>
    </message>
    <message>
        <source>Green victory</source>
        <translation>Victoire verte</translation>
    </message>
    <message>
        <source>Win with a deck that plays green.</source>
        <translation>Gagnez avec un deck qui joue du vert.</translation>
    </message>
    <message>
        <source>Master of the five colours</source>
        <translation>Maître des cinq couleurs</translation>
    </message>
    <message>
        <source>Win with each of the five colours.</source>
        <translation>Gagnez avec chacune des cinq couleurs.</translation>
    </message>
    <message>
        <source>As it was sold</source>
        <translation>Comme à l&apos;époque</translation>
    </message>
    <message>
        <source>Win with a Ninth Edition theme deck.</source>
        <translation>Gagnez avec un deck à thème de la Neuvième Édition.</translation>
    </message>
    <message>
        <source>Sealed and delivered</source>
        <translation>Scellé et livré</translation>
    </message>
    <message>
        <source>Win a game with a sealed deck.</source>
        <translation>Gagnez une partie avec un deck scellé.</translation>
    </message>
    <message>
        <source>Draft winner</source>
        <translation>Vainqueur du draft</translation>
    </message>
    <message>
        <source>Win a game with a deck you drafted.</source>
        <translation>Gagnez une partie avec un deck que vous avez drafté.</translation>
    </message>
    <message>
        <source>Hard won</source>
        <translation>Durement gagné</translation>
    </message>
    <message>
        <source>Beat the computer at the hard level.</source>
        <translation>Battez l&apos;ordinateur au niveau difficile.</translation>
    </message>
    <message>
        <source>By a thread</source>
        <translation>À un fil</translation>
    </message>
    <message>
        <source>Win with exactly 1 life.</source>
        <translation>Gagnez avec exactement 1 point de vie.</translation>
    </message>
    <message>
        <source>Nothing left</source>
        <translation>Plus rien en main</translation>
    </message>
    <message>
        <source>Win with no cards in your hand.</source>
        <translation>Gagnez sans aucune carte en main.</translation>
    </message>
    <message>
        <source>Untouched</source>
        <translation>Intouchable</translation>
    </message>
    <message>
        <source>Win with 20 life or more.</source>
        <translation>Gagnez avec 20 points de vie ou plus.</translation>
    </message>
    <message>
        <source>Hat trick</source>
        <translation>Coup du chapeau</translation>
    </message>
    <message>
        <source>Win three games in a row.</source>
        <translation>Gagnez trois parties de suite.</translation>
    </message>
    <message>
        <source>Unstoppable</source>
        <translation>Inarrêtable</translation>
    </message>
    <message>
        <source>Win five games in a row.</source>
        <translation>Gagnez cinq parties de suite.</translation>
    </message>
    <message>
        <source>Puzzler</source>
        <translation>Énigmiste</translation>
    </message>
    <message>
        <source>Solve a puzzle.</source>
        <translation>Résolvez une énigme.</translation>
    </message>
    <message>
        <source>%1 mastered</source>
        <translation>%1 : maîtrisé</translation>
    </message>
    <message>
        <source>Solve every puzzle of the category “%1”.</source>
        <translation>Résolvez toutes les énigmes de la catégorie « %1 ».</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>%1 of %2 cards</source>
        <extracomment>The name&apos;s part of the room the fixed columns leave; the type line has the rest.</extracomment>
        <translation>%1 cartes sur %2</translation>
    </message>
    <message>
        <source>Search names, types and rules text…</source>
        <translation>Chercher dans les noms, les types et le texte…</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>The mime type of cards dragged between the browser and the deck editor. Card types a filter can ask for (CR 300.1, those in the Ninth Edition). Colours and card types as the browser&apos;s filters and the deck plots name them.</extracomment>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Colourless</source>
        <translation>Incolore</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Créatures</translation>
    </message>
    <message>
        <source>Instants</source>
        <translation>Éphémères</translation>
    </message>
    <message>
        <source>Sorceries</source>
        <translation>Rituels</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>Enchantements</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefacts</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Terrains</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>Show only the cards of this mana value</source>
        <translation>N’afficher que les cartes de cette valeur de mana</translation>
    </message>
    <message>
        <source>Any mana value</source>
        <translation>Toute valeur de mana</translation>
    </message>
    <message>
        <source>Mana value %1</source>
        <translation>Valeur de mana %1</translation>
    </message>
    <message>
        <source>Mana value 7+</source>
        <translation>Valeur de mana 7+</translation>
    </message>
    <message>
        <source>All rarities</source>
        <translation>Toutes les raretés</translation>
    </message>
</context>
<context>
    <name>CardBrowserWindow</name>
    <message>
        <source>Card browser</source>
        <translation>Explorateur de cartes</translation>
    </message>
</context>
<context>
    <name>CardFan</name>
    <message>
        <source>No cards.</source>
        <extracomment>The largest angle of the fan&apos;s outer cards, in degrees.</extracomment>
        <translation>Aucune carte.</translation>
    </message>
</context>
<context>
    <name>CardTableModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>MV</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>P/T</source>
        <translation>F/E</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rareté</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Commune</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Peu commune</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Rare</translation>
    </message>
    <message>
        <source>* Not playable yet: mtgdesk doesn&apos;t implement this card&apos;s rules.</source>
        <translation>* Pas encore jouable : mtgdesk n&apos;applique pas encore les règles de cette carte.</translation>
    </message>
</context>
<context>
    <name>ChallengeWatch</name>
    <message>
        <source>Colour challenge: %1</source>
        <translation>Défi de couleur : %1</translation>
    </message>
    <message>
        <source>Goal: win a game with %1 against the computer</source>
        <translation>Objectif : gagner une partie avec %1 contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Challenge won!</source>
        <translation>Défi réussi !</translation>
    </message>
    <message>
        <source>Not this time: start again, or try another colour.</source>
        <translation>Pas cette fois : recommencez, ou essayez une autre couleur.</translation>
    </message>
</context>
<context>
    <name>Challenges</name>
    <message>
        <source>White</source>
        <extracomment>Marks a text for lupdate in the context given; translated where it is shown.</extracomment>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>White mana comes from Plains. White stands for law and order: it stops attackers, heals and protects, and it fights with many small creatures (soldiers, clerics) and now and then one great champion, often with flying.</source>
        <translation>Le mana blanc vient des Plaines. Le blanc est la couleur de la loi et de l&apos;ordre : il arrête les attaquants, soigne et protège, et se bat avec beaucoup de petites créatures (soldats, clercs) et parfois un grand champion, souvent volant.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Blue mana comes from Islands. Blue wins by cunning: it draws the cards it needs, counters or sends back what the opponent plays, and controls the game before it attacks with wizards and flying creatures.</source>
        <translation>Le mana bleu vient des Îles. Le bleu gagne par la ruse : il pioche les cartes dont il a besoin, contrecarre ou renvoie ce que joue l&apos;adversaire, et contrôle la partie avant d&apos;attaquer avec des sorciers et des créatures volantes.</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Black mana comes from Swamps. Black seeks power at any price: it destroys creatures, makes the opponent discard, brings creatures back from the graveyard, and often pays for its strength with life or sacrifices.</source>
        <translation>Le mana noir vient des Marais. Le noir cherche le pouvoir à tout prix : il détruit les créatures, fait défausser l&apos;adversaire, ramène des créatures du cimetière, et paie souvent sa force en points de vie ou en sacrifices.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Red mana comes from Mountains. Red is fire and fury: its spells deal damage to creatures and players, and its creatures, from goblins to dragons, are fast and aggressive. For red, attacking is the best defence.</source>
        <translation>Le mana rouge vient des Montagnes. Le rouge, c&apos;est le feu et la fureur : ses sorts infligent des blessures aux créatures et aux joueurs, et ses créatures, des gobelins aux dragons, sont rapides et agressives. Pour le rouge, l&apos;attaque est la meilleure défense.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Green mana comes from Forests. Green is life and growth: it has the biggest creatures, makes extra mana with its elves and lands, and makes its creatures stronger still. Many of them trample over small blockers.</source>
        <translation>Le mana vert vient des Forêts. Le vert, c&apos;est la vie et la croissance : il a les plus grosses créatures, produit du mana en plus avec ses elfes et ses terrains, et rend ses créatures plus fortes encore. Beaucoup d&apos;entre elles piétinent les petits bloqueurs.</translation>
    </message>
</context>
<context>
    <name>ColourPlot</name>
    <message>
        <source>Colours: costs (left) against sources (right), in %</source>
        <translation>Couleurs : coûts (à gauche) et sources (à droite), en %</translation>
    </message>
    <message>
        <source>Coloured symbols / sources: %1</source>
        <translation>Symboles de couleur / sources : %1</translation>
    </message>
</context>
<context>
    <name>CurvePlot</name>
    <message>
        <source>Mana curve (nonland cards by mana value)</source>
        <extracomment>Bar colours: card types of the curve, and the five colours (demand full, sources paler).</extracomment>
        <translation>Courbe de mana (cartes non-terrain par valeur de mana)</translation>
    </message>
</context>
<context>
    <name>DamagePanel</name>
    <message>
        <source>%1: lethal damage %2. Click to give it lethal damage.</source>
        <extracomment>The height of a blocker&apos;s picture in the prompt bar.</extracomment>
        <translation>%1 : blessures mortelles %2. Cliquez pour lui attribuer des blessures mortelles.</translation>
    </message>
    <message numerus="yes">
        <source>Assign %n combat damage of &lt;b&gt;%1&lt;/b&gt;: click a blocker to give it lethal damage, or set the numbers.</source>
        <translation>
            <numerusform>Attribuez %n blessure de combat de &lt;b&gt;%1&lt;/b&gt; : cliquez sur un bloqueur pour lui attribuer des blessures mortelles, ou réglez les nombres.</numerusform>
            <numerusform>Attribuez %n blessures de combat de &lt;b&gt;%1&lt;/b&gt; : cliquez sur un bloqueur pour lui attribuer des blessures mortelles, ou réglez les nombres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Assigned: %1 of %2</source>
        <translation>Attribuées : %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n left to assign&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n reste à attribuer&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n restent à attribuer&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n too many&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n de trop&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n de trop&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>All assigned</source>
        <translation>Tout est attribué</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Lethal damage to each blocker in order, the rest to the last</source>
        <translation>Des blessures mortelles à chaque bloqueur dans l&apos;ordre, le reste au dernier</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <source>Open a deck</source>
        <translation>Ouvrir un deck</translation>
    </message>
    <message>
        <source>%1 (preconstructed)</source>
        <translation>%1 (préconstruit)</translation>
    </message>
    <message>
        <source>%1 (casual)</source>
        <translation>%1 (libre)</translation>
    </message>
    <message>
        <source>%1 — %2 cards</source>
        <translation>%1 — %2 cartes</translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message>
        <source>Main deck ⇄ pool</source>
        <translation>Deck principal ⇄ pool</translation>
    </message>
    <message>
        <source>A preconstructed deck can&apos;t be changed: save a copy first.</source>
        <translation>Un deck préconstruit ne peut pas être modifié : enregistrez-en d&apos;abord une copie.</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1 : %2 → %3</translation>
    </message>
    <message>
        <source>Your pool has no more %1.</source>
        <translation>Votre pool ne contient plus de %1.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message numerus="yes">
        <source>Move %n cards</source>
        <translation>
            <numerusform>Déplacer %n carte</numerusform>
            <numerusform>Déplacer %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Build for me</source>
        <translation>Construire pour moi</translation>
    </message>
    <message>
        <source>The computer built a deck from your pool: change it as you like.</source>
        <translation>L’ordinateur a construit un deck avec votre pool : modifiez-le à votre guise.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n cards</source>
        <translation>
            <numerusform>Ajouter %n carte</numerusform>
            <numerusform>Ajouter %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Add basic lands</source>
        <translation>Ajouter des terrains de base</translation>
    </message>
    <message>
        <source>Main deck: %1 cards</source>
        <translation>Deck principal : %1 cartes</translation>
    </message>
    <message>
        <source>Your pool (not in the deck): %1 cards</source>
        <translation>Votre pool (hors du deck) : %1 cartes</translation>
    </message>
    <message>
        <source>Sideboard: %1 cards</source>
        <translation>Réserve : %1 cartes</translation>
    </message>
    <message>
        <source>✓ A casual deck: at least 40 cards, at most four of a card other than basic lands.</source>
        <translation>✓ Un deck libre : au moins 40 cartes, au plus quatre exemplaires d’une carte autre qu’un terrain de base.</translation>
    </message>
    <message>
        <source>✓ The deck follows the deck rules (CR %1).</source>
        <translation>✓ Le deck respecte les règles de construction (CR %1).</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nouveau deck</translation>
    </message>
    <message>
        <source>%1 — Deck editor</source>
        <translation>%1 — Éditeur de deck</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Enregistrer une copie</translation>
    </message>
    <message>
        <source>Move one copy of each chosen card to the other list (a double-click on a card does it too)</source>
        <translation>Déplacer un exemplaire de chaque carte choisie dans l’autre liste (un double-clic sur une carte le fait aussi)</translation>
    </message>
    <message>
        <source>The computer builds a 40-card deck from your pool, for you to change</source>
        <translation>L’ordinateur construit un deck de 40 cartes avec votre pool, à vous de le modifier</translation>
    </message>
    <message>
        <source>Show only your pool</source>
        <translation>N’afficher que votre pool</translation>
    </message>
    <message>
        <source>Main deck ⇄ sideboard</source>
        <translation>Deck principal ⇄ réserve</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notes :</translation>
    </message>
    <message>
        <source>A preconstructed deck: read-only. Use &quot;Save a copy&quot; to change it.</source>
        <translation>Un deck préconstruit, en lecture seule. « Enregistrer une copie » pour le modifier.</translation>
    </message>
    <message>
        <source>Basic lands:</source>
        <translation>Terrains de base :</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <source>Plain text, MTGO (*.txt)</source>
        <extracomment>Export formats: (format, file filter, extension).</extracomment>
        <translation>Texte simple, MTGO (*.txt)</translation>
    </message>
    <message>
        <source>MTG Arena (*.txt)</source>
        <translation>MTG Arena (*.txt)</translation>
    </message>
    <message>
        <source>Apprentice, Magic Workstation (*.dec)</source>
        <translation>Apprentice, Magic Workstation (*.dec)</translation>
    </message>
    <message>
        <source>Cockatrice (*.cod)</source>
        <translation>Cockatrice (*.cod)</translation>
    </message>
    <message>
        <source>Forge (*.dck)</source>
        <translation>Forge (*.dck)</translation>
    </message>
    <message>
        <source>XMage (*.dck)</source>
        <translation>XMage (*.dck)</translation>
    </message>
    <message>
        <source>Magic: The Gathering Online (*.dek)</source>
        <translation>Magic: The Gathering Online (*.dek)</translation>
    </message>
    <message>
        <source>Magic Workstation (*.mwDeck)</source>
        <translation>Magic Workstation (*.mwDeck)</translation>
    </message>
    <message>
        <source>A preconstructed deck can&apos;t be changed: save a copy first.</source>
        <translation>Un deck préconstruit ne peut pas être modifié : enregistrez-en d&apos;abord une copie.</translation>
    </message>
    <message>
        <source>Import a deck</source>
        <translation>Importer un deck</translation>
    </message>
    <message>
        <source>Deck files (%1);;All files (*)</source>
        <translation>Fichiers de deck (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The deck can&apos;t be read: %1</source>
        <translation>Impossible de lire le deck : %1</translation>
    </message>
    <message>
        <source>These cards are not in the Ninth Edition and were left out:
%1</source>
        <translation>Ces cartes ne font pas partie de la Neuvième Édition et ont été laissées de côté :
%1</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>%1 importé.</translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation>Exporter le deck</translation>
    </message>
    <message>
        <source>Can&apos;t write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté dans %1.</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nouveau deck</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation>Enregistrer le deck</translation>
    </message>
    <message>
        <source>The deck can&apos;t be saved: %1</source>
        <translation>Impossible d&apos;enregistrer le deck : %1</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Discard them?</source>
        <translation>Le deck a des modifications non enregistrées. Les abandonner ?</translation>
    </message>
</context>
<context>
    <name>DeckPicker</name>
    <message>
        <source>Reading the decks…</source>
        <translation>Lecture des decks…</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1 (le vôtre)</translation>
    </message>
</context>
<context>
    <name>DeckProblems</name>
    <message>
        <source>The deck has %1 cards; it needs at least %2</source>
        <extracomment>What a deck problem says (``mtgdesk.decks.validation`` message ids); %1.. are its arguments.</extracomment>
        <translation>Le deck a %1 cartes ; il en faut au moins %2</translation>
    </message>
    <message>
        <source>%1: %2 copies; at most %3 of a card other than basic lands</source>
        <translation>%1 : %2 exemplaires ; au plus %3 d&apos;une même carte autre qu&apos;un terrain de base</translation>
    </message>
    <message>
        <source>The sideboard has %1 cards; at most %2</source>
        <translation>La réserve a %1 cartes ; au plus %2</translation>
    </message>
    <message>
        <source>%1 (CR %2).</source>
        <translation>%1 (CR %2).</translation>
    </message>
</context>
<context>
    <name>DeckZoneModel</name>
    <message>
        <source>#</source>
        <extracomment>The zone a drag from a deck list started in.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>DecksMenu</name>
    <message>
        <source>&amp;Decks</source>
        <translation>&amp;Decks</translation>
    </message>
    <message>
        <source>Card &amp;browser</source>
        <translation>&amp;Explorateur de cartes</translation>
    </message>
    <message>
        <source>&amp;New deck…</source>
        <translation>&amp;Nouveau deck…</translation>
    </message>
    <message>
        <source>&amp;Open a deck…</source>
        <translation>&amp;Ouvrir un deck…</translation>
    </message>
    <message>
        <source>&amp;Import a deck…</source>
        <translation>&amp;Importer un deck…</translation>
    </message>
    <message>
        <source>&amp;Sealed…</source>
        <translation>&amp;Scellé…</translation>
    </message>
    <message>
        <source>Booster &amp;draft…</source>
        <translation>&amp;Draft de boosters…</translation>
    </message>
</context>
<context>
    <name>DifficultyBox</name>
    <message>
        <source>Easy: plays by rules of thumb</source>
        <translation>Facile : joue d’instinct</translation>
    </message>
    <message>
        <source>Medium: looks ahead</source>
        <translation>Moyen : anticipe</translation>
    </message>
    <message>
        <source>Hard: looks further ahead, takes longer</source>
        <translation>Difficile : anticipe plus loin, réfléchit plus longtemps</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Le niveau de jeu de l’ordinateur</translation>
    </message>
</context>
<context>
    <name>FileProblemsDialog</name>
    <message>
        <source>Files that could not be used</source>
        <translation>Fichiers inutilisables</translation>
    </message>
    <message>
        <source>mtgdesk could not use the files below and started without them. Nothing was deleted: below, each file says where it was kept.</source>
        <translation>mtgdesk n’a pas pu utiliser les fichiers ci-dessous et a démarré sans eux. Rien n’a été supprimé : pour chaque fichier, la liste indique où il a été conservé.</translation>
    </message>
</context>
<context>
    <name>FirstGame</name>
    <message>
        <source>You may play one land in each of your turns: click a land in your hand, or drag it onto the table. Lands make the mana that pays for everything.</source>
        <extracomment>(key, what it says), in the order they are looked for.</extracomment>
        <translation>Vous pouvez jouer un terrain à chacun de vos tours : cliquez sur un terrain de votre main, ou faites-le glisser sur la table. Les terrains produisent le mana qui paie tout le reste.</translation>
    </message>
    <message>
        <source>You have the mana for a creature: click it in your hand to cast it. It can attack from your next turn on.</source>
        <translation>Vous avez le mana pour une créature : cliquez dessus dans votre main pour la lancer. Elle pourra attaquer à partir de votre prochain tour.</translation>
    </message>
    <message>
        <source>Your creatures may attack: click those that attack, then confirm. Those the computer doesn&apos;t block deal their power in damage to it.</source>
        <translation>Vos créatures peuvent attaquer : cliquez sur celles qui attaquent, puis confirmez. Celles que l&apos;ordinateur ne bloque pas lui infligent autant de blessures que leur force.</translation>
    </message>
    <message>
        <source>You are attacked. To block, click one of your untapped creatures, then the attacker it blocks; then confirm. Or confirm with no blocks.</source>
        <translation>Vous êtes attaqué. Pour bloquer, cliquez sur une de vos créatures dégagées, puis sur l&apos;attaquant qu&apos;elle bloque ; confirmez ensuite. Ou confirmez sans bloquer.</translation>
    </message>
    <message>
        <source>The computer cast a spell: it waits on the stack (beside the table). You may answer with an instant, or pass and let it resolve.</source>
        <translation>L&apos;ordinateur a lancé un sort : il attend sur la pile (à côté de la table). Vous pouvez répondre avec un éphémère, ou passer et le laisser se résoudre.</translation>
    </message>
    <message>
        <source>You can cast an instant now: instants can be cast whenever you have priority, even in the computer&apos;s turn.</source>
        <translation>Vous pouvez lancer un éphémère maintenant : les éphémères se lancent chaque fois que vous avez la priorité, même pendant le tour de l&apos;ordinateur.</translation>
    </message>
</context>
<context>
    <name>FirstGameHints</name>
    <message>
        <source>First game</source>
        <translation>Première partie</translation>
    </message>
    <message>
        <source>Goal: win against the computer; hints appear as new things happen</source>
        <translation>Objectif : battre l&apos;ordinateur ; des conseils apparaissent quand quelque chose de nouveau arrive</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Play as you like: a hint will show here when you meet something new.</source>
        <translation>Jouez à votre guise : un conseil s&apos;affichera ici quand vous rencontrerez quelque chose de nouveau.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Une carte</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2) against %3 (%4)</source>
        <translation>%1 (%2) contre %3 (%4)</translation>
    </message>
    <message>
        <source>Puzzle: %1. %2 against %3.</source>
        <translation>Problème : %1. %2 contre %3.</translation>
    </message>
    <message>
        <source>Lesson: %1. %2 against %3.</source>
        <translation>Leçon : %1. %2 contre %3.</translation>
    </message>
    <message>
        <source>%1 concedes the game.</source>
        <translation>%1 concède la partie.</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tour %1 : %2</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>%1 casts %2.</source>
        <translation>%1 lance %2.</translation>
    </message>
    <message>
        <source>%1 activates an ability of %2.</source>
        <translation>%1 active une capacité de %2.</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t resolve: its targets are gone.</source>
        <translation>%1 ne se résout pas : ses cibles ont disparu.</translation>
    </message>
    <message>
        <source>The ability of %1 resolves.</source>
        <translation>La capacité de %1 se résout.</translation>
    </message>
    <message>
        <source>%1 resolves.</source>
        <translation>%1 se résout.</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t attack.</source>
        <translation>%1 n&apos;attaque pas.</translation>
    </message>
    <message>
        <source>%1 attacks with %2.</source>
        <translation>%1 attaque avec %2.</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t block.</source>
        <translation>%1 ne bloque pas.</translation>
    </message>
    <message>
        <source>%1 blocks %2.</source>
        <translation>%1 bloque %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2.</source>
        <comment>player</comment>
        <translation>
            <numerusform>%1 inflige %n blessure à %2.</numerusform>
            <numerusform>%1 inflige %n blessures à %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2.</source>
        <translation>
            <numerusform>%1 inflige %n blessure à %2.</numerusform>
            <numerusform>%1 inflige %n blessures à %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now has %2 life.</source>
        <translation>%1 a maintenant %2 points de vie.</translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n life.</source>
        <translation>
            <numerusform>%1 a maintenant %n point de vie.</numerusform>
            <numerusform>%1 a maintenant %n points de vie.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes a mulligan.</source>
        <translation>%1 prend un mulligan.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life to mana burn.</source>
        <translation>
            <numerusform>%1 perd %n point de vie à cause du mana inutilisé.</numerusform>
            <numerusform>%1 perd %n points de vie à cause du mana inutilisé.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 regenerates.</source>
        <translation>%1 se régénère.</translation>
    </message>
    <message>
        <source>%1 is countered.</source>
        <translation>%1 est contrecarré.</translation>
    </message>
    <message>
        <source>%1 looks at the hand of %2.</source>
        <translation>%1 regarde la main de %2.</translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation>%1 révèle %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of their library.</source>
        <translation>
            <numerusform>%1 regarde la carte du dessus de sa bibliothèque.</numerusform>
            <numerusform>%1 regarde les %n cartes du dessus de sa bibliothèque.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 loses the game (CR %2).</source>
        <translation>%1 perd la partie (RC %2).</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>La partie est nulle.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 pioche une carte.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 se défausse de %2.</translation>
    </message>
    <message>
        <source>%1 dies.</source>
        <translation>%1 meurt.</translation>
    </message>
    <message>
        <source>%1 is put into its owner&apos;s graveyard.</source>
        <translation>%1 est mis dans le cimetière de son propriétaire.</translation>
    </message>
    <message>
        <source>%1 is put onto the battlefield.</source>
        <translation>%1 est mis sur le champ de bataille.</translation>
    </message>
    <message>
        <source>%1 is exiled.</source>
        <translation>%1 est exilé.</translation>
    </message>
    <message>
        <source>%1 returns to its owner&apos;s hand.</source>
        <translation>%1 retourne dans la main de son propriétaire.</translation>
    </message>
    <message>
        <source>%1 is put into its owner&apos;s library.</source>
        <translation>%1 est mis dans la bibliothèque de son propriétaire.</translation>
    </message>
    <message>
        <source>%1 is put into a graveyard from a library.</source>
        <translation>%1 est mis dans un cimetière depuis une bibliothèque.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Save the log…</source>
        <translation>Enregistrer le journal…</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>Historique…</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Menu principal</translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Continue or watch a game from a file</source>
        <translation>Reprendre ou revoir une partie depuis un fichier</translation>
    </message>
    <message>
        <source>Save the game &amp;as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <source>Write this game to a file of your choice</source>
        <translation>Écrire cette partie dans le fichier de votre choix</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Go back to your previous decision</source>
        <translation>Revenir à votre décision précédente</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <source>Watch this game again, step by step</source>
        <translation>Revoir cette partie, pas à pas</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Wins and losses over all your games</source>
        <translation>Victoires et défaites sur toutes vos parties</translation>
    </message>
    <message>
        <source>Save the position as a &amp;scenario…</source>
        <translation>Enregistrer la position comme &amp;scénario…</translation>
    </message>
    <message>
        <source>Write this position as a scenario file, to report a rules question or a bug</source>
        <translation>Écrire cette position dans un fichier de scénario, pour signaler une question de règles ou un bogue</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>La partie n’a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>This game can&apos;t be continued: %1</source>
        <translation>Cette partie ne peut pas être reprise : %1</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>mtgdesk games (*.json)</source>
        <translation>Parties mtgdesk (*.json)</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Partie enregistrée dans %1</translation>
    </message>
    <message>
        <source>Nothing to undo: you can&apos;t go back past a card you have seen.</source>
        <translation>Rien à annuler : on ne peut pas revenir avant une carte que vous avez vue.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%1 asks to take back their last decision. Does %2 agree?</source>
        <translation>%1 demande à reprendre sa dernière décision. %2 est-il d’accord ?</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes back the last decision (%n action(s) undone).</source>
        <translation>
            <numerusform>%1 reprend sa dernière décision (%n action annulée).</numerusform>
            <numerusform>%1 reprend sa dernière décision (%n actions annulées).</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Save the position as a scenario</source>
        <translation>Enregistrer la position comme scénario</translation>
    </message>
    <message>
        <source>Scenarios (*.toml)</source>
        <translation>Scénarios (*.toml)</translation>
    </message>
    <message>
        <source>A position saved from a game</source>
        <translation>Une position enregistrée pendant une partie</translation>
    </message>
    <message>
        <source>Scenario saved to %1</source>
        <translation>Scénario enregistré dans %1</translation>
    </message>
</context>
<context>
    <name>HistoryPlots</name>
    <message>
        <source>Life</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>Permanents on the battlefield</source>
        <translation>Permanents sur le champ de bataille</translation>
    </message>
    <message>
        <source>Mana spent</source>
        <translation>Mana dépensé</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History: %1 against %2</source>
        <translation>Historique : %1 contre %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n tour</numerusform>
            <numerusform>%1 · %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a game</source>
        <translation>Héberger une partie</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Héberger</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <source>Your deck:</source>
        <translation>Votre deck :</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port :</translation>
    </message>
    <message>
        <source>Relay (optional):</source>
        <translation>Relais (facultatif) :</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>relay.example.org:40037, for a friend outside your network</source>
        <translation>relay.example.org:40037, pour un ami hors de votre réseau</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>Match :</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Une seule partie</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Au meilleur des trois</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partie :</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Une nouvelle partie</translation>
    </message>
    <message>
        <source>Resume: %1 against %2 (%3)</source>
        <translation>Reprendre : %1 contre %2 (%3)</translation>
    </message>
    <message>
        <source>Choose your deck, then Host: your friend joins with the address, the port and the invite code shown here.</source>
        <translation>Choisissez votre deck, puis Héberger : votre ami rejoint la partie avec l’adresse, le port et le code d’invitation affichés ici.</translation>
    </message>
    <message>
        <source>or</source>
        <translation>ou</translation>
    </message>
    <message>
        <source>Through the relay &lt;b&gt;%1&lt;/b&gt;: your friend joins with this relay and the code.</source>
        <translation>Par le relais &lt;b&gt;%1&lt;/b&gt; : votre ami rejoint la partie avec ce relais et le code.</translation>
    </message>
    <message>
        <source>Address: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Port: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Adresse : &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Port : &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This game is not listed on the local network (UDP port %1 is in use): give your friend the address.</source>
        <translation>Cette partie n’est pas visible sur le réseau local (le port UDP %1 est occupé) : donnez l’adresse à votre ami.</translation>
    </message>
    <message>
        <source>Invite code:</source>
        <translation>Code d’invitation :</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>En attente de votre ami…</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <source>Your deck:</source>
        <translation>Votre deck :</translation>
    </message>
    <message>
        <source>Host&apos;s address and port:</source>
        <translation>Adresse et port de l’hôte :</translation>
    </message>
    <message>
        <source>Invite code:</source>
        <translation>Code d’invitation :</translation>
    </message>
    <message>
        <source>Relay (optional):</source>
        <translation>Relais (facultatif) :</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation>par exemple %1</translation>
    </message>
    <message>
        <source>the relay&apos;s address, if the host waits at one</source>
        <translation>l’adresse du relais, si l’hôte y attend</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
</context>
<context>
    <name>KeyboardFocus</name>
    <message>
        <source>No attackers are being declared now.</source>
        <extracomment>The zones, in the order Down and Tab walk them (&quot;panel&quot;: the cards of the zone panel, a graveyard or the cards of a choice, while it is open). Where a new decision puts the focus (unless it is on such a thing already): the first of the things lit for it (a highlight, in a zone).</extracomment>
        <translation>Aucun attaquant ne se déclare maintenant.</translation>
    </message>
    <message>
        <source>No blockers are being declared now.</source>
        <translation>Aucun bloqueur ne se déclare maintenant.</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Left, Right</source>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <source>The previous or next card of the zone</source>
        <translation>La carte précédente ou suivante de la zone</translation>
    </message>
    <message>
        <source>Up, Down, Tab, Shift+Tab</source>
        <translation>Haut, Bas, Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>The previous or next zone: your hand, your battlefield, the stack, the opponent&apos;s battlefield, the players, the graveyards and exiles</source>
        <translation>La zone précédente ou suivante : votre main, votre champ de bataille, la pile, le champ de bataille de l&apos;adversaire, les joueurs, les cimetières et les exils</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Début, Fin</translation>
    </message>
    <message>
        <source>The first or last card of the zone</source>
        <translation>La première ou la dernière carte de la zone</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>What a click does: play, cast or activate the card, choose it or the player as a target, open a graveyard</source>
        <translation>Ce que fait un clic : jouer, lancer ou activer la carte, la choisir (ou le joueur) comme cible, ouvrir un cimetière</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Declare the creature as an attacker, or take it back</source>
        <translation>Déclarer la créature attaquante, ou revenir dessus</translation>
    </message>
    <message>
        <source>Shift+A</source>
        <translation>Maj+A</translation>
    </message>
    <message>
        <source>Attack with every creature that can</source>
        <translation>Attaquer avec toutes les créatures qui le peuvent</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>The creature blocks: then Enter on the attacker it blocks</source>
        <translation>La créature bloque : puis Entrée sur l&apos;attaquant qu&apos;elle bloque</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>The prompt&apos;s main button: pass priority, confirm, keep</source>
        <translation>Le bouton principal de l&apos;invite : passer la priorité, confirmer, garder</translation>
    </message>
    <message>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>The prompt&apos;s buttons, from the left</source>
        <translation>Les boutons de l&apos;invite, à partir de la gauche</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Take back: a spell being cast, a declaration, close a graveyard</source>
        <translation>Revenir en arrière : un sort en cours de lancement, une déclaration, fermer un cimetière</translation>
    </message>
    <message>
        <source>Up, Down, Enter (in a menu)</source>
        <translation>Haut, Bas, Entrée (dans un menu)</translation>
    </message>
    <message>
        <source>Choose among a card&apos;s abilities or mana</source>
        <translation>Choisir parmi les capacités ou les manas d&apos;une carte</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>From the table to the prompt&apos;s inputs (a number, a list), to the game log, and back</source>
        <translation>De la table aux champs de l&apos;invite (un nombre, une liste), au journal de la partie, et retour</translation>
    </message>
    <message>
        <source>Enter (in the prompt&apos;s input)</source>
        <translation>Entrée (dans un champ de l&apos;invite)</translation>
    </message>
    <message>
        <source>The prompt&apos;s main button, as Space on the table</source>
        <translation>Le bouton principal de l&apos;invite, comme Espace sur la table</translation>
    </message>
    <message>
        <source>Shift+Enter, or Shift held as a spell is dropped or clicked</source>
        <translation>Maj+Entrée, ou Maj maintenue en lâchant un sort ou en cliquant dessus</translation>
    </message>
    <message>
        <source>Pay that spell by hand, by clicking lands, even when payment is automatic</source>
        <translation>Payer ce sort à la main, en cliquant sur des terrains, même quand le paiement est automatique</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>The table can be played without a mouse. The focused card has a white ring and is shown in the zoom; a screen reader reads it.</source>
        <translation>La table se joue sans souris. La carte qui a le focus est entourée de blanc et montrée dans le zoom ; un lecteur d&apos;écran la lit.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce qu&apos;elle fait</translation>
    </message>
</context>
<context>
    <name>LanList</name>
    <message>
        <source>Games on your local network</source>
        <translation>Parties sur votre réseau local</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Look again for the games hosted on your local network</source>
        <translation>Chercher à nouveau les parties hébergées sur votre réseau local</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>%1 — %2 (another version of mtgdesk: %3)</source>
        <translation>%1 — %2 (une autre version de mtgdesk : %3)</translation>
    </message>
    <message>
        <source>Looking for games on your local network…</source>
        <translation>Recherche de parties sur votre réseau local…</translation>
    </message>
    <message>
        <source>The search of the local network is turned off (MTGDESK_DISCOVERY).</source>
        <translation>La recherche sur le réseau local est désactivée (MTGDESK_DISCOVERY).</translation>
    </message>
    <message>
        <source>The local network could not be searched. Type the host&apos;s address below.</source>
        <translation>Impossible de chercher sur le réseau local. Saisissez l’adresse de l’hôte ci-dessous.</translation>
    </message>
    <message>
        <source>No game found on your local network. Type the host&apos;s address below, or Refresh.</source>
        <translation>Aucune partie trouvée sur votre réseau local. Saisissez l’adresse de l’hôte ci-dessous, ou actualisez.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found: choose one, then type its invite code.</source>
        <translation>
            <numerusform>%n partie trouvée : choisissez-la, puis saisissez son code d’invitation.</numerusform>
            <numerusform>%n parties trouvées : choisissez-en une, puis saisissez son code d’invitation.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnToPlay</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Apprendre à jouer…</translation>
    </message>
    <message>
        <source>Short lessons on the table: the rules, step by step</source>
        <translation>De courtes leçons sur la table : les règles, pas à pas</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>New to Magic? Nine short lessons on the table teach you the rules.</source>
        <translation>Nouveau à Magic ? Neuf courtes leçons sur la table vous apprennent les règles.</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <source>Read the instruction first, then press Next.</source>
        <extracomment>Moves that make up a step&apos;s move; the others (paying, tapping for mana, choosing targets while casting) go with the move the learner began.</extracomment>
        <translation>Lisez d&apos;abord la consigne, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>That is not the move this step asks for.</source>
        <translation>Ce n&apos;est pas le coup que demande cette étape.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Leçon : %1</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Objectif : %1</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Open the rules reference at the rule this step teaches</source>
        <translation>Ouvrir la référence des règles à la règle qu&apos;enseigne cette étape</translation>
    </message>
    <message>
        <source>Well done: you have reached the lesson&apos;s goal.</source>
        <translation>Bravo : vous avez atteint l&apos;objectif de la leçon.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <source>The game went another way than the lesson expected (%1). Start again.</source>
        <translation>La partie a pris un autre chemin que celui prévu par la leçon (%1). Recommencez.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Each lesson is a short position on the table: read, then make the move asked for. The &quot;?&quot; beside a step opens the rule it teaches.</source>
        <translation>Chaque leçon est une courte position sur la table : lisez, puis jouez le coup demandé. Le « ? » d&apos;une étape ouvre la règle qu&apos;elle enseigne.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Then a first game with hints, and the colour challenges: a game with each colour&apos;s deck against the easy computer player.</source>
        <translation>Ensuite, une première partie avec des conseils, et les défis de couleur : une partie avec le deck de chaque couleur contre l&apos;ordinateur facile.</translation>
    </message>
    <message>
        <source>A first game with hints: %1 against the easy computer player</source>
        <translation>Une première partie avec des conseils : %1 contre l&apos;ordinateur facile</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Finished: %1 of %2</source>
        <translation>Terminées : %1 sur %2</translation>
    </message>
</context>
<context>
    <name>LimitedWindow</name>
    <message>
        <source>Ninth Edition</source>
        <extracomment>The names of the sets whose boosters can be opened, translated (another set: its own name).</extracomment>
        <translation>Neuvième Édition</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Scellé</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <source>Booster %1 of 3, pick %2. Double-click the card you take; the seven computer drafters pick at the same time, then the boosters pass %3.</source>
        <translation>Booster %1 sur 3, choix %2. Double-cliquez sur la carte que vous prenez ; les sept joueurs de l&apos;ordinateur choisissent en même temps, puis les boosters passent %3.</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <source>Your pool: %1 cards. Build a deck of at least 40 cards from it; basic lands are free (CR 100.2b).</source>
        <translation>Votre pool : %1 cartes. Construisez-en un deck d&apos;au moins 40 cartes ; les terrains de base sont gratuits (CR 100.2b).</translation>
    </message>
    <message>
        <source>Your deck is saved as &quot;%1&quot;, the computer&apos;s as &quot;%2&quot;: both can be played again from the new-game page.</source>
        <translation>Votre deck est enregistré sous « %1 », celui de l&apos;ordinateur sous « %2 » : vous pouvez les rejouer depuis la page de nouvelle partie.</translation>
    </message>
    <message>
        <source>Booster draft</source>
        <translation>Draft de boosters</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Seed %1: the same seed deals the same boosters.</source>
        <translation>Graine %1 : la même graine donne les mêmes boosters.</translation>
    </message>
    <message>
        <source>Your picks:</source>
        <translation>Vos choix :</translation>
    </message>
    <message>
        <source>Your pool:</source>
        <translation>Votre pool :</translation>
    </message>
    <message>
        <source>Take this card</source>
        <translation>Prendre cette carte</translation>
    </message>
    <message>
        <source>Build your deck…</source>
        <translation>Construire votre deck…</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Au meilleur des trois</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jouer contre l&apos;ordinateur</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>mtgdesk</source>
        <extracomment>The five colours, in the order of the colour pie, shown on the start page.</extracomment>
        <translation>mtgdesk</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose two decks and start a game</source>
        <translation>Choisir deux decks et commencer une partie</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Reprendre la dernière partie</translation>
    </message>
    <message>
        <source>&amp;Save the game log…</source>
        <translation>&amp;Enregistrer le journal de la partie…</translation>
    </message>
    <message>
        <source>Back to the &amp;start page</source>
        <translation>Retour à la page d&apos;&amp;accueil</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Leave mtgdesk</source>
        <translation>Quitter mtgdesk</translation>
    </message>
    <message>
        <source>&amp;Pass priority / confirm</source>
        <translation>&amp;Passer la priorité / valider</translation>
    </message>
    <message>
        <source>Pass priority, or press the prompt&apos;s main button (Space)</source>
        <translation>Passer la priorité, ou appuyer sur le bouton principal de l&apos;invite (Espace)</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <source>Pass priority until the end of the turn</source>
        <translation>Passer la priorité jusqu&apos;à la fin du tour</translation>
    </message>
    <message>
        <source>&amp;Full control</source>
        <translation>Contrôle &amp;total</translation>
    </message>
    <message>
        <source>Stop at every priority, even where you could only pass</source>
        <translation>S&apos;arrêter à chaque priorité, même là où vous ne pourriez que passer</translation>
    </message>
    <message>
        <source>C&amp;oncede…</source>
        <translation>Conc&amp;éder…</translation>
    </message>
    <message>
        <source>Give up this game: the other player wins</source>
        <translation>Abandonner cette partie : l&apos;autre joueur gagne</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>The same decks and players again, with a new shuffle</source>
        <translation>Les mêmes decks et joueurs, avec un nouveau mélange</translation>
    </message>
    <message>
        <source>&amp;About mtgdesk</source>
        <translation>À &amp;propos de mtgdesk</translation>
    </message>
    <message>
        <source>Show the version of mtgdesk</source>
        <translation>Afficher la version de mtgdesk</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Référence des règles</translation>
    </message>
    <message>
        <source>Keywords and the rules that refusals cite</source>
        <translation>Les mots-clés et les règles citées par les refus</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Touches</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Magic: The Gathering on your desktop, against the computer or a friend, with every rule enforced.</source>
        <translation>Magic: The Gathering sur votre ordinateur, contre l&apos;ordinateur ou un ami, avec toutes les règles appliquées.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>A game is in progress. Start a new one? This one is kept: continue it later from the saved games.</source>
        <translation>Une partie est en cours. En commencer une nouvelle ? Celle-ci est conservée : reprenez-la plus tard depuis les parties enregistrées.</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it and start a new one? It will be lost.</source>
        <translation>Une partie est en cours. La quitter pour en commencer une nouvelle ? Elle sera perdue.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Concéder</translation>
    </message>
    <message>
        <source>Concede this game? The other player wins.</source>
        <translation>Concéder cette partie ? L&apos;autre joueur gagne.</translation>
    </message>
    <message>
        <source>The last game is open in another mtgdesk window.</source>
        <translation>La dernière partie est ouverte dans une autre fenêtre de mtgdesk.</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Il n&apos;y a pas de partie à reprendre.</translation>
    </message>
    <message>
        <source>The last game can&apos;t be continued: %1</source>
        <translation>La dernière partie ne peut pas être reprise : %1</translation>
    </message>
    <message>
        <source>Another mtgdesk window keeps the saved game: this game won&apos;t be saved.</source>
        <translation>Une autre fenêtre de mtgdesk garde la partie sauvegardée : cette partie ne sera pas enregistrée.</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Bonne chance !</translation>
    </message>
    <message>
        <source>The keys that play the table without a mouse</source>
        <translation>Les touches pour jouer sans souris</translation>
    </message>
    <message>
        <source>Why? CR %1</source>
        <translation>Pourquoi ? RC %1</translation>
    </message>
    <message>
        <source>Open the rules reference at this rule (F1)</source>
        <translation>Ouvrir la référence des règles à cette règle (F1)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous avez gagné !</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Vous avez perdu.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>Turn %1. Life: %2 %3, %4 %5.</source>
        <translation>Tour %1. Points de vie : %2 %3, %4 %5.</translation>
    </message>
    <message>
        <source>%1 conceded.</source>
        <translation>%1 a concédé.</translation>
    </message>
    <message>
        <source>Save the game log</source>
        <translation>Enregistrer le journal de la partie</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Fichiers texte (*.txt)</translation>
    </message>
    <message>
        <source>Log saved to %1</source>
        <translation>Journal enregistré dans %1</translation>
    </message>
    <message>
        <source>Settings not saved: %1</source>
        <translation>Paramètres non enregistrés : %1</translation>
    </message>
    <message>
        <source>About mtgdesk</source>
        <translation>À propos de mtgdesk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;mtgdesk %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;mtgdesk %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>A desktop client for Magic: The Gathering, with every rule enforced.&lt;br&gt;&lt;br&gt;Magic: The Gathering is a trademark of Wizards of the Coast LLC. mtgdesk is not affiliated with or endorsed by Wizards of the Coast.</source>
        <translation>Un client de bureau pour Magic: The Gathering, avec toutes les règles appliquées.&lt;br&gt;&lt;br&gt;Magic: The Gathering est une marque de Wizards of the Coast LLC. mtgdesk n&apos;est ni affilié à Wizards of the Coast ni approuvé par elle.</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Partie suivante</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Match (best of %1): %2 %3 – %4 %5</source>
        <translation>Match (au meilleur des %1) : %2 %3 – %4 %5</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 remporte le match.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Le match est nul.</translation>
    </message>
</context>
<context>
    <name>NamedChoicePrompts</name>
    <message>
        <source>Name it</source>
        <translation>Nommer</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: name a card (type a part of its name).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : nommez une carte (tapez une partie de son nom).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose an opponent.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : choisissez un adversaire.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose a player.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : choisissez un joueur.</translation>
    </message>
    <message>
        <source>Pay %1 life to put the revealed &lt;b&gt;%2&lt;/b&gt; into its owner&apos;s graveyard instead of being drawn?</source>
        <translation>Payer %1 points de vie pour mettre la carte révélée &lt;b&gt;%2&lt;/b&gt; dans le cimetière de son propriétaire au lieu qu&apos;elle soit piochée ?</translation>
    </message>
    <message>
        <source>Don&apos;t pay</source>
        <translation>Ne pas payer</translation>
    </message>
    <message>
        <source>Pay %1 life</source>
        <translation>Payer %1 points de vie</translation>
    </message>
    <message>
        <source>Choose the card to put on the bottom of your library (the next one goes on top of it).</source>
        <translation>Choisissez la carte à mettre au-dessous de votre bibliothèque (la suivante ira par-dessus).</translation>
    </message>
    <message>
        <source>Search %1&apos;s library: click the card you find.</source>
        <translation>Bibliothèque de %1 : cliquez sur la carte que vous trouvez.</translation>
    </message>
    <message>
        <source>Search the library: click the card you find.</source>
        <translation>Bibliothèque : cliquez sur la carte que vous trouvez.</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Host a game…</source>
        <extracomment>The connection&apos;s timings (None: ``NetSettings()``&apos;s, heartbeats noticing a dead connection within 10 s, 5 minutes to come back); the tests make them short.</extracomment>
        <translation>&amp;Héberger une partie…</translation>
    </message>
    <message>
        <source>Play a friend on another computer: wait for them to join</source>
        <translation>Jouer contre un ami sur un autre ordinateur : attendre qu’il vous rejoigne</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Rejoindre une partie…</translation>
    </message>
    <message>
        <source>Play a friend on another computer: join the game they host</source>
        <translation>Jouer contre un ami sur un autre ordinateur : rejoindre la partie qu’il héberge</translation>
    </message>
    <message>
        <source>&amp;Say something to your opponent…</source>
        <translation>&amp;Dire quelque chose à votre adversaire…</translation>
    </message>
    <message>
        <source>A line of chat, shown in both game logs</source>
        <translation>Une ligne de discussion, affichée dans les deux journaux de partie</translation>
    </message>
    <message>
        <source>the saved game&apos;s deck</source>
        <translation>le deck de la partie sauvegardée</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partie en réseau</translation>
    </message>
    <message>
        <source>their own deck</source>
        <translation>son propre deck</translation>
    </message>
    <message>
        <source>%1 has left: the connection is closed.</source>
        <translation>%1 est parti : la connexion est fermée.</translation>
    </message>
    <message>
        <source>Best of three: %1 %2 – %3 %4, game %5</source>
        <translation>Au meilleur des trois : %1 %2 – %3 %4, partie %5</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Partie suivante</translation>
    </message>
    <message>
        <source>Offer a rematch</source>
        <translation>Proposer une revanche</translation>
    </message>
    <message>
        <source>Game %1: %2 plays first (the loser of the previous game chose, CR 103.1).</source>
        <translation>Partie %1 : %2 joue en premier (le perdant de la partie précédente a choisi, CR 103.1).</translation>
    </message>
    <message>
        <source>Who plays first?</source>
        <translation>Qui joue en premier ?</translation>
    </message>
    <message>
        <source>You lost the previous game, so you choose who takes the first turn of game %1 (CR 103.1).</source>
        <translation>Vous avez perdu la partie précédente : vous choisissez qui joue le premier tour de la partie %1 (CR 103.1).</translation>
    </message>
    <message>
        <source>Play first</source>
        <translation>Jouer en premier</translation>
    </message>
    <message>
        <source>Draw first</source>
        <translation>Piocher en premier</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>%1 offers a rematch: best of three. Play again?</source>
        <translation>%1 propose une revanche au meilleur des trois. Rejouer ?</translation>
    </message>
    <message>
        <source>%1 offers a rematch. Play again?</source>
        <translation>%1 propose une revanche. Rejouer ?</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Non, merci</translation>
    </message>
    <message>
        <source>Rematch declined.</source>
        <translation>Revanche refusée.</translation>
    </message>
    <message>
        <source>%1 accepts the rematch.</source>
        <translation>%1 accepte la revanche.</translation>
    </message>
    <message>
        <source>%1 declines the rematch.</source>
        <translation>%1 refuse la revanche.</translation>
    </message>
    <message>
        <source>Your opponent has not come back</source>
        <translation>Votre adversaire n’est pas revenu</translation>
    </message>
    <message>
        <source>%1 did not come back in time. Claim the win, or keep the game saved to resume it later?</source>
        <translation>%1 n’est pas revenu à temps. Réclamer la victoire, ou garder la partie sauvegardée pour la reprendre plus tard ?</translation>
    </message>
    <message>
        <source>To resume a kept game: Game ▸ Host a game…, choose it, and give your friend the same invite code.</source>
        <translation>Pour reprendre une partie gardée : Partie ▸ Héberger une partie…, choisissez-la, et redonnez à votre ami le même code d’invitation.</translation>
    </message>
    <message>
        <source>To resume a kept game: when your friend hosts it again, join with the same address and invite code.</source>
        <translation>Pour reprendre une partie gardée : quand votre ami l’hébergera de nouveau, rejoignez-la avec la même adresse et le même code d’invitation.</translation>
    </message>
    <message>
        <source>Claim the win</source>
        <translation>Réclamer la victoire</translation>
    </message>
    <message>
        <source>Keep the game saved</source>
        <translation>Garder la partie sauvegardée</translation>
    </message>
    <message>
        <source>The game is kept. To resume it: Game ▸ Host a game…, choose it under Game, and give your friend the invite code %1 again.</source>
        <translation>La partie est gardée. Pour la reprendre : Partie ▸ Héberger une partie…, choisissez-la sous Partie, et redonnez à votre ami le code d’invitation %1.</translation>
    </message>
    <message>
        <source>The game is kept. When your friend hosts it again, join with the same address and the invite code %1.</source>
        <translation>La partie est gardée. Quand votre ami l’hébergera de nouveau, rejoignez-la avec la même adresse et le code d’invitation %1.</translation>
    </message>
    <message>
        <source>Waiting for your opponent to reconnect (%1)</source>
        <translation>En attente de la reconnexion de votre adversaire (%1)</translation>
    </message>
    <message>
        <source>Say something</source>
        <translation>Dire quelque chose</translation>
    </message>
    <message>
        <source>To your opponent:</source>
        <translation>À votre adversaire :</translation>
    </message>
    <message>
        <source>For another game over the network, host or join again (Game menu).</source>
        <translation>Pour une autre partie en réseau, hébergez ou rejoignez à nouveau (menu Partie).</translation>
    </message>
    <message>
        <source>Ready: the next game begins when %1 is ready too.</source>
        <translation>Prêt : la partie suivante commence quand %1 sera prêt aussi.</translation>
    </message>
    <message>
        <source>Rematch offered: waiting for %1&apos;s answer…</source>
        <translation>Revanche proposée : en attente de la réponse de %1…</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 dit : %2</translation>
    </message>
    <message>
        <source>The invite code is wrong. Check it with your friend and try again.</source>
        <translation>Le code d’invitation est faux. Vérifiez-le avec votre ami et réessayez.</translation>
    </message>
    <message>
        <source>The host runs another version of mtgdesk: both players need the same version.</source>
        <translation>L’hôte utilise une autre version de mtgdesk : les deux joueurs doivent avoir la même version.</translation>
    </message>
    <message>
        <source>This game already has its two players.</source>
        <translation>Cette partie a déjà ses deux joueurs.</translation>
    </message>
    <message>
        <source>The host can&apos;t play this deck.</source>
        <translation>L’hôte ne peut pas jouer ce deck.</translation>
    </message>
    <message>
        <source>The host didn&apos;t understand this program (another version of mtgdesk?).</source>
        <translation>L’hôte n’a pas compris ce programme (une autre version de mtgdesk ?).</translation>
    </message>
    <message>
        <source>The host has gone: the game can&apos;t go on.</source>
        <translation>L’hôte est parti : la partie ne peut pas continuer.</translation>
    </message>
    <message>
        <source>Nobody answers at this address and port. Is the game hosted, and the address right?</source>
        <translation>Personne ne répond à cette adresse et à ce port. La partie est-elle hébergée, et l’adresse juste ?</translation>
    </message>
    <message>
        <source>This computer can&apos;t wait for a friend on this port (is another program using it?).</source>
        <translation>Cet ordinateur ne peut pas attendre un ami sur ce port (un autre programme l’utilise-t-il ?).</translation>
    </message>
    <message>
        <source>The relay refused or can&apos;t be reached.</source>
        <translation>Le relais a refusé ou est injoignable.</translation>
    </message>
    <message>
        <source>Nobody joined in time.</source>
        <translation>Personne n’a rejoint la partie à temps.</translation>
    </message>
    <message>
        <source>Write the host&apos;s address and port, for example 192.168.1.20:7737.</source>
        <translation>Écrivez l’adresse et le port de l’hôte, par exemple 192.168.1.20:7737.</translation>
    </message>
    <message>
        <source>Write the invite code your friend gave you.</source>
        <translation>Écrivez le code d’invitation que votre ami vous a donné.</translation>
    </message>
    <message>
        <source>The network game stopped.</source>
        <translation>La partie en réseau s’est arrêtée.</translation>
    </message>
    <message>
        <source>The other player did not come back in time.</source>
        <translation>L’autre joueur n’est pas revenu à temps.</translation>
    </message>
    <message>
        <source>A player conceded.</source>
        <translation>Un joueur a concédé.</translation>
    </message>
    <message>
        <source>Shuffles checked: the seed matches its commitment and the replay matches what was shown.</source>
        <translation>Mélanges vérifiés : la graine correspond à son engagement et la partie rejouée correspond à ce qui a été montré.</translation>
    </message>
    <message>
        <source>Warning: the host&apos;s game does not check out against what was shown.</source>
        <translation>Attention : la partie de l’hôte ne correspond pas à ce qui a été montré.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Deck :</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Play against</source>
        <translation>Jouer contre</translation>
    </message>
    <message>
        <source>A friend at this computer (hot seat)</source>
        <translation>Un ami sur cet ordinateur (chacun son tour)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%1 (casual)</source>
        <translation>%1 (libre)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 (%2 cards)</source>
        <translation>%1 (%2 cartes)</translation>
    </message>
    <message>
        <source>Today&apos;s rules</source>
        <extracomment>&quot;The computer chooses&quot; in a deck list: a preconstructed deck drawn at random when the game starts. Rules variants: the engine&apos;s names, and how the page says them.</extracomment>
        <translation>Règles actuelles</translation>
    </message>
    <message>
        <source>Classic rules (2005: mana burn)</source>
        <translation>Règles classiques (2005 : brûlure de mana)</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulté :</translation>
    </message>
    <message>
        <source>Personality:</source>
        <translation>Personnalité :</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Une partie</translation>
    </message>
    <message>
        <source>Best of three games</source>
        <translation>Au meilleur des trois parties</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>Match :</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1 (le vôtre)</translation>
    </message>
    <message>
        <source>The computer chooses</source>
        <translation>L&apos;ordinateur choisit</translation>
    </message>
    <message>
        <source>A preconstructed deck, chosen at random when the game starts.</source>
        <translation>Un deck préconstruit, tiré au hasard au début de la partie.</translation>
    </message>
    <message>
        <source>%1 (a casual deck of %2 cards)</source>
        <translation>%1 (un deck libre de %2 cartes)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>OddsPlot</name>
    <message>
        <source>Two or more lands in the opening hand: %1 %</source>
        <translation>Deux terrains ou plus dans la main de départ : %1 %</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Carte :</translation>
    </message>
    <message>
        <source>Turn (on the play)</source>
        <translation>Tour (en commençant)</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#b8a27a&quot;&gt;■&lt;/span&gt; n-th land drop on turn n</source>
        <translation>&lt;span style=&quot;color:#b8a27a&quot;&gt;■&lt;/span&gt; n-ième terrain posé au tour n</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#2f6fae&quot;&gt;●&lt;/span&gt; %1 in hand by turn n</source>
        <translation>&lt;span style=&quot;color:#2f6fae&quot;&gt;●&lt;/span&gt; %1 en main au tour n</translation>
    </message>
</context>
<context>
    <name>PersonalityBox</name>
    <message>
        <source>Balanced</source>
        <translation>Équilibré</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Agressif</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Prudent</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <source>How the computer judges a position: what it values, how readily it attacks</source>
        <translation>Comment l&apos;ordinateur juge une position : ce qu&apos;il valorise, avec quelle facilité il attaque</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>Click a step to stop there (or not) when you could act: the dots mark your stops in the current turn.</source>
        <extracomment>The steps shown, in order (first-strike damage only appears in a turn that has it).</extracomment>
        <translation>Cliquez sur une étape pour vous y arrêter (ou non) quand vous pourriez agir : les points marquent vos arrêts pour ce tour.</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Tour %1 · %2</translation>
    </message>
    <message>
        <source>%1 — click to set or clear a stop here</source>
        <translation>%1 — cliquez pour mettre ou retirer un arrêt ici</translation>
    </message>
</context>
<context>
    <name>PicturesBox</name>
    <message>
        <source>None: the drawn card</source>
        <extracomment>Where card pictures come from (``Settings.card_pictures``), as the settings say it.</extracomment>
        <translation>Aucune : la carte dessinée</translation>
    </message>
    <message>
        <source>My own images, in a folder</source>
        <translation>Mes propres images, dans un dossier</translation>
    </message>
    <message>
        <source>Downloaded from a card-image service</source>
        <translation>Téléchargées depuis un service d&apos;images de cartes</translation>
    </message>
    <message>
        <source>Card pictures</source>
        <translation>Images des cartes</translation>
    </message>
    <message>
        <source>A folder of images named like 9ED/331.jpg or Grizzly Bears.jpg</source>
        <translation>Un dossier d&apos;images nommées comme 9ED/331.jpg ou Grizzly Bears.jpg</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>The address of a card&apos;s picture: !setcode!, !setcode_lower!, !set:num! and !name! are replaced by the card&apos;s set code, collector number and name</source>
        <translation>L&apos;adresse de l&apos;image d&apos;une carte : !setcode!, !setcode_lower!, !set:num! et !name! sont remplacés par le code d&apos;extension, le numéro de collection et le nom (anglais) de la carte</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Download pictures</source>
        <translation>Télécharger les images</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Annuler le téléchargement</translation>
    </message>
    <message>
        <source>Delete downloaded pictures</source>
        <translation>Supprimer les images téléchargées</translation>
    </message>
    <message>
        <source>Pictures:</source>
        <translation>Images :</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier :</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <source>Folder of card pictures</source>
        <translation>Dossier des images de cartes</translation>
    </message>
    <message>
        <source>There is no such folder: cards are drawn.</source>
        <translation>Ce dossier n&apos;existe pas : les cartes sont dessinées.</translation>
    </message>
    <message numerus="yes">
        <source>Images in this folder: %n</source>
        <translation>
            <numerusform>Images dans ce dossier : %n</numerusform>
            <numerusform>Images dans ce dossier : %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The address must start with http:// or https:// and contain !set:num! or !name!.</source>
        <translation>L&apos;adresse doit commencer par http:// ou https:// et contenir !set:num! ou !name!.</translation>
    </message>
    <message>
        <source>Downloading, one picture at a time…</source>
        <translation>Téléchargement, une image à la fois…</translation>
    </message>
    <message>
        <source>Cards: %1 of %2</source>
        <translation>Cartes : %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) downloaded; not found: %1</source>
        <translation>
            <numerusform>%n image téléchargée ; introuvables : %1</numerusform>
            <numerusform>%n images téléchargées ; introuvables : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The picture service can&apos;t be reached (offline?): cards are drawn. Download again later: it goes on where it stopped.</source>
        <translation>Le service d&apos;images est injoignable (hors ligne ?) : les cartes sont dessinées. Relancez le téléchargement plus tard : il reprendra là où il s&apos;est arrêté.</translation>
    </message>
    <message>
        <source>Download cancelled: it goes on where it stopped next time.</source>
        <translation>Téléchargement annulé : la prochaine fois, il reprendra là où il s&apos;est arrêté.</translation>
    </message>
    <message>
        <source>Download finished.</source>
        <translation>Téléchargement terminé.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 Ko</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 Go</translation>
    </message>
    <message numerus="yes">
        <source>Downloaded pictures: %n file(s)</source>
        <translation>
            <numerusform>Images téléchargées : %n fichier</numerusform>
            <numerusform>Images téléchargées : %n fichiers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleOpener</name>
    <message>
        <source>Open &amp;puzzle…</source>
        <extracomment>``path -&gt; PuzzlePosition`` (``mtgdesk.scenario.puzzle.load_puzzle``), given by the command.</extracomment>
        <translation>Ouvrir un &amp;problème…</translation>
    </message>
    <message>
        <source>Open a puzzle file and solve it yourself</source>
        <translation>Ouvrir un fichier de problème et le résoudre soi-même</translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation>Ouvrir un problème</translation>
    </message>
    <message>
        <source>Puzzles (*.toml)</source>
        <translation>Problèmes (*.toml)</translation>
    </message>
    <message>
        <source>The puzzle can&apos;t be opened: %1</source>
        <translation>Impossible d’ouvrir le problème : %1</translation>
    </message>
</context>
<context>
    <name>PuzzleWatch</name>
    <message>
        <source>Puzzle: %1. Solved.</source>
        <translation>Problème : %1. Résolu.</translation>
    </message>
    <message>
        <source>Puzzle: %1. Lost.</source>
        <translation>Problème : %1. Perdu.</translation>
    </message>
    <message>
        <source>Win this turn</source>
        <translation>Gagnez ce tour-ci</translation>
    </message>
    <message>
        <source>Survive until your next turn</source>
        <translation>Survivez jusqu&apos;à votre prochain tour</translation>
    </message>
    <message>
        <source>Survive this turn</source>
        <translation>Survivez à ce tour</translation>
    </message>
    <message>
        <source>Puzzle: %1. Turn %2 of %3.</source>
        <translation>Problème : %1. Tour %2 sur %3.</translation>
    </message>
    <message>
        <source>Puzzle lost</source>
        <translation>Problème perdu</translation>
    </message>
    <message>
        <source>The last turn of the puzzle has ended and you have not won.</source>
        <translation>Le dernier tour du problème est terminé et vous n’avez pas gagné.</translation>
    </message>
    <message>
        <source>Puzzle solved</source>
        <translation>Problème résolu</translation>
    </message>
    <message>
        <source>The last turn of the puzzle has ended and you are still in the game.</source>
        <translation>Le dernier tour du problème est terminé et vous êtes toujours en jeu.</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message numerus="yes">
        <source>Win within %n turn(s), this one included</source>
        <translation>
            <numerusform>Gagnez en %n tour, celui-ci compris</numerusform>
            <numerusform>Gagnez en %n tours, celui-ci compris</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Survive %n turn(s), this one included</source>
        <translation>
            <numerusform>Survivez %n tour, celui-ci compris</numerusform>
            <numerusform>Survivez %n tours, celui-ci compris</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Regarder dans :</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type :</translation>
    </message>
</context>
<context>
    <name>QMimeType</name>
    <message>
        <source>TOML document</source>
        <translation>Document TOML</translation>
    </message>
</context>
<context>
    <name>RecordPlots</name>
    <message>
        <source>Won (green) and lost (red), by level</source>
        <extracomment>Won and lost, in the record plots.</extracomment>
        <translation>Gagnées (vert) et perdues (rouge), par niveau</translation>
    </message>
    <message>
        <source>Your win rate after each game (%)</source>
        <translation>Votre taux de victoire après chaque partie (%)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1 against %2</source>
        <translation>Rediffusion : %1 contre %2</translation>
    </message>
    <message>
        <source>To the beginning (Home)</source>
        <translation>Au début (Origine)</translation>
    </message>
    <message>
        <source>Back one turn (Page Up)</source>
        <translation>Un tour en arrière (Page préc.)</translation>
    </message>
    <message>
        <source>Back one action (Left)</source>
        <translation>Une action en arrière (Gauche)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Lecture / pause (Espace)</translation>
    </message>
    <message>
        <source>Forward one action (Right)</source>
        <translation>Une action en avant (Droite)</translation>
    </message>
    <message>
        <source>Forward one turn (Page Down)</source>
        <translation>Un tour en avant (Page suiv.)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>À la fin (Fin)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Tour </translation>
    </message>
    <message>
        <source>Go to the beginning of a turn (or click a plot at that turn)</source>
        <translation>Aller au début d’un tour (ou cliquer sur une courbe à ce tour)</translation>
    </message>
    <message>
        <source>Whose side of the table is shown</source>
        <translation>De quel côté de la table on regarde</translation>
    </message>
    <message>
        <source>%1&apos;s view</source>
        <translation>Vue de %1</translation>
    </message>
    <message>
        <source>Both hands hidden</source>
        <translation>Les deux mains cachées</translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation>Montrer toutes les cartes</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Life, cards and mana over the turns of the game</source>
        <translation>Points de vie, cartes et mana au fil des tours de la partie</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Priority: %1</source>
        <translation>Priorité : %1</translation>
    </message>
    <message>
        <source>Deciding: %1</source>
        <translation>Décide : %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Action %1 sur %2</translation>
    </message>
    <message>
        <source>Export the replay</source>
        <translation>Exporter la rediffusion</translation>
    </message>
    <message>
        <source>mtgdesk games (*.json)</source>
        <translation>Parties mtgdesk (*.json)</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>CR %1</source>
        <translation>RC %1</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <source>Filter keywords and rules</source>
        <translation>Filtrer les mots-clés et les règles</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Summaries of the Comprehensive Rules in mtgdesk&apos;s own words; the rule numbers are those of the Comprehensive Rules.</source>
        <translation>Résumés des règles complètes, dans les mots de mtgdesk ; les numéros sont ceux des règles complètes.</translation>
    </message>
</context>
<context>
    <name>SavedGamesModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Un ami</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>équilibré</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>agressif</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>prudent</translation>
    </message>
    <message>
        <source>control</source>
        <translation>contrôle</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>level, personality</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Lost: you conceded</source>
        <translation>Perdue : vous avez abandonné</translation>
    </message>
    <message>
        <source>Won: %1 conceded</source>
        <translation>Gagnée : %1 a abandonné</translation>
    </message>
    <message>
        <source>%1 conceded</source>
        <translation>%1 a abandonné</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
</context>
<context>
    <name>SavedGamesPanel</name>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation>Reprendre cette partie</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>Historique…</translation>
    </message>
    <message>
        <source>Plots of a finished game: life, cards and mana over its turns</source>
        <translation>Les courbes d’une partie terminée : points de vie, cartes et mana au fil des tours</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the saved game of %1?</source>
        <translation>Supprimer la partie enregistrée du %1 ?</translation>
    </message>
</context>
<context>
    <name>SeatScreen</name>
    <message>
        <source>The other player&apos;s hand stays hidden until you take the seat.</source>
        <translation>La main de l&apos;autre joueur reste cachée jusqu&apos;à ce que vous preniez la place.</translation>
    </message>
    <message>
        <source>Pass the seat to %1</source>
        <translation>Passez la place à %1</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Je suis %1 : montrer mes cartes</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <extracomment>The computer&apos;s pace (``Settings.game_speed``), as the settings say it.</extracomment>
        <translation>Instantané</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Pay mana costs automatically</source>
        <translation>Payer les coûts de mana automatiquement</translation>
    </message>
    <message>
        <source>Pass priority automatically when I can do nothing else</source>
        <translation>Passer la priorité automatiquement quand je ne peux rien faire d&apos;autre</translation>
    </message>
    <message>
        <source>Stop when my opponent casts something I could respond to</source>
        <translation>M&apos;arrêter quand mon adversaire lance quelque chose auquel je pourrais répondre</translation>
    </message>
    <message>
        <source>Stop when my opponent attacks, even where I set no stop</source>
        <translation>M’arrêter quand mon adversaire attaque, même là où je n’ai pas mis d’arrêt</translation>
    </message>
    <message>
        <source>How long each action of the computer is shown before the next one (Space goes on at once)</source>
        <translation>Combien de temps chaque action de l’ordinateur reste affichée avant la suivante (Espace passe tout de suite à la suite)</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Light or dark windows, or as the system&apos;s colour scheme</source>
        <translation>Fenêtres claires ou sombres, ou selon les couleurs du système</translation>
    </message>
    <message>
        <source>Stops: where I get priority when I could act</source>
        <translation>Arrêts : où je reçois la priorité quand je pourrais agir</translation>
    </message>
    <message>
        <source>My turn</source>
        <translation>Mon tour</translation>
    </message>
    <message>
        <source>Opponent&apos;s turn</source>
        <translation>Tour de l&apos;adversaire</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Vitesse des animations :</translation>
    </message>
    <message>
        <source>Interface scale:</source>
        <translation>Échelle de l&apos;interface :</translation>
    </message>
    <message>
        <source>(from the next start; for large or high-resolution screens)</source>
        <translation>(au prochain démarrage ; pour les grands écrans ou à haute résolution)</translation>
    </message>
    <message>
        <source>The computer&apos;s pace:</source>
        <translation>Rythme de l’ordinateur :</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Taille des cartes :</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thème :</translation>
    </message>
    <message>
        <source>Sound volume:</source>
        <translation>Volume des sons :</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivées</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Where the puzzles shipped with the sources are (their categories make achievements).</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Équilibré</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Agressif</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Prudent</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <source>Constructed</source>
        <translation>Construit</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Scellé</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Limited</source>
        <translation>Limité</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Énigmes</translation>
    </message>
    <message>
        <source>Achievement earned: %1 — %2</source>
        <translation>Succès obtenu : %1 — %2</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <source>No personality recorded yet</source>
        <translation>Aucune personnalité enregistrée pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) in a row</source>
        <translation>
            <numerusform>%n victoire de suite</numerusform>
            <numerusform>%n victoires de suite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es) in a row</source>
        <translation>
            <numerusform>%n défaite de suite</numerusform>
            <numerusform>%n défaites de suite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s) in a row</source>
        <translation>
            <numerusform>%n nulle de suite</numerusform>
            <numerusform>%n nulles de suite</numerusform>
        </translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>aucune partie encore</translation>
    </message>
    <message>
        <source>Now: %1. Longest winning streak: %2; longest losing streak: %3. Average length: %4 turns.</source>
        <translation>En cours : %1. Plus longue série de victoires : %2 ; de défaites : %3. Durée moyenne : %4 tours.</translation>
    </message>
    <message>
        <source>Puzzles: %1 solved of %2 played.</source>
        <translation>Énigmes : %1 résolues sur %2 jouées.</translation>
    </message>
    <message>
        <source>Achievements: %1 of %2</source>
        <translation>Succès : %1 sur %2</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Games against the computer, by your deck</source>
        <translation>Parties contre l’ordinateur, par deck</translation>
    </message>
    <message>
        <source>By the computer&apos;s personality</source>
        <translation>Selon la personnalité de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>By what was played</source>
        <translation>Selon le mode de jeu</translation>
    </message>
    <message>
        <source>Games against the computer, by opponent</source>
        <translation>Parties contre l’ordinateur, par adversaire</translation>
    </message>
    <message>
        <source>Games against the computer, by its level</source>
        <translation>Parties contre l’ordinateur, par niveau</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) against the computer: %1 won, %2 lost, %3 drawn (%4% won).</source>
        <translation>
            <numerusform>%n partie contre l&apos;ordinateur : %1 gagnée(s), %2 perdue(s), %3 nulle(s) (%4 % gagnées).</numerusform>
            <numerusform>%n parties contre l&apos;ordinateur : %1 gagnées, %2 perdues, %3 nulles (%4 % gagnées).</numerusform>
        </translation>
    </message>
    <message>
        <source>★ %1 — %2 (earned %3)</source>
        <translation>★ %1 — %2 (obtenu le %3)</translation>
    </message>
    <message>
        <source>☆ %1 — %2</source>
        <translation>☆ %1 — %2</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>Personnalité</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>The game is over.</source>
        <extracomment>The pause, at normal game speed, when the table passes by itself into a new step. Set by ``damage_panel.prompt_assign``: the damage being divided (the bridge&apos;s generation, the split), kept while the prompt is shown again for the same decision.</extracomment>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The computer&apos;s action is on show: press Space to go on.</source>
        <translation>L’action de l’ordinateur est affichée : appuyez sur Espace pour continuer.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <source>Play %1 onto your own battlefield.</source>
        <translation>Jouez %1 sur votre propre champ de bataille.</translation>
    </message>
    <message>
        <source>That card can&apos;t be moved now.</source>
        <translation>Cette carte ne peut pas être déplacée maintenant.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted cards.</source>
        <translation>Choisissez une des cartes en surbrillance.</translation>
    </message>
    <message>
        <source>%1 has no ability to activate.</source>
        <translation>%1 n&apos;a pas de capacité à activer.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Cast %1</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <source>Activate %1</source>
        <translation>Activer %1</translation>
    </message>
    <message>
        <source>Now click the attacker it blocks.</source>
        <translation>Cliquez maintenant sur l&apos;attaquant qu&apos;elle bloque.</translation>
    </message>
    <message>
        <source>First click (or drag) one of your untapped creatures, then the attacker it blocks.</source>
        <translation>Cliquez d&apos;abord (ou faites glisser) une de vos créatures dégagées, puis l&apos;attaquant qu&apos;elle bloque.</translation>
    </message>
    <message>
        <source>Click one of the creatures blocking it.</source>
        <translation>Cliquez sur l&apos;une des créatures qui le bloquent.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Stack</source>
        <translation>Pile</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>What is played, for the record and the statistics (``records.PLAY_FORMATS``). The computer&apos;s personality at each seat (``ai/personalities.toml``; &quot;&quot; at a person&apos;s).</extracomment>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>The other seat&apos;s kind: a person at another computer.</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Priority: %1</source>
        <translation>Priorité : %1</translation>
    </message>
    <message>
        <source>Deciding: %1</source>
        <translation>Décide : %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>What the game asks</source>
        <translation>Ce que demande la partie</translation>
    </message>
    <message>
        <source>Card zoom</source>
        <translation>Zoom de la carte</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1 : %2 sur %3</translation>
    </message>
    <message>
        <source>%1, can be chosen</source>
        <translation>%1, peut être choisie</translation>
    </message>
    <message>
        <source>Ability of %1</source>
        <translation>Capacité de %1</translation>
    </message>
    <message>
        <source>targets %1</source>
        <translation>cible %1</translation>
    </message>
</context>
<context>
    <name>TablePrompts</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Menu principal</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>%1 must decide: pass the seat.</source>
        <translation>%1 doit décider : passez la place.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <source>Make your choice.</source>
        <translation>Faites votre choix.</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pass priority (Space)</source>
        <translation>Passer la priorité (Espace)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is on the stack. Respond with an instant or ability, or let it resolve.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; est sur la pile. Répondez avec un éphémère ou une capacité, ou laissez-le se résoudre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — your turn. Drag a land or a spell onto the battlefield, click a permanent to use it, or pass.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — votre tour. Faites glisser un terrain ou un sort sur le champ de bataille, cliquez sur un permanent pour l&apos;utiliser, ou passez.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — you have priority.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — vous avez la priorité.</translation>
    </message>
    <message>
        <source>Passes through: %1</source>
        <translation>Passe par : %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Pass until the end of this turn, unless something is cast</source>
        <translation>Passer jusqu&apos;à la fin de ce tour, sauf si quelque chose est lancé</translation>
    </message>
    <message numerus="yes">
        <source>Keep this hand? You will put %n card(s) on the bottom of your library.</source>
        <translation>
            <numerusform>Garder cette main ? Vous mettrez %n carte au-dessous de votre bibliothèque.</numerusform>
            <numerusform>Garder cette main ? Vous mettrez %n cartes au-dessous de votre bibliothèque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep this hand of %n card(s)?</source>
        <translation>
            <numerusform>Garder cette main de %n carte ?</numerusform>
            <numerusform>Garder cette main de %n cartes ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declare attackers:&lt;/b&gt; click or drag your creatures towards %1. Click again to take one back.</source>
        <translation>&lt;b&gt;Déclarez les attaquants :&lt;/b&gt; cliquez sur vos créatures ou faites-les glisser vers %1. Cliquez à nouveau pour en retirer une.</translation>
    </message>
    <message>
        <source>All attack</source>
        <translation>Tous à l&apos;attaque</translation>
    </message>
    <message numerus="yes">
        <source>Attack with %n</source>
        <translation>
            <numerusform>Attaquer avec %n</numerusform>
            <numerusform>Attaquer avec %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No attack</source>
        <translation>Pas d&apos;attaque</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declare blockers:&lt;/b&gt; drag your creatures onto the attackers they block (or click one, then the attacker).</source>
        <translation>&lt;b&gt;Déclarez les bloqueurs :&lt;/b&gt; faites glisser vos créatures sur les attaquants qu&apos;elles bloquent (ou cliquez sur l&apos;une, puis sur l&apos;attaquant).</translation>
    </message>
    <message numerus="yes">
        <source>Block with %n</source>
        <translation>
            <numerusform>Bloquer avec %n</numerusform>
            <numerusform>Bloquer avec %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No blocks</source>
        <translation>Pas de blocage</translation>
    </message>
    <message>
        <source>Choose a target for &lt;b&gt;%1&lt;/b&gt;: click a highlighted card or player.</source>
        <translation>Choisissez une cible pour &lt;b&gt;%1&lt;/b&gt; : cliquez sur une carte ou un joueur en surbrillance.</translation>
    </message>
    <message>
        <source>Choose target %1 of %2 for &lt;b&gt;%3&lt;/b&gt;: click a highlighted card or player.</source>
        <translation>Choisissez la cible %1 sur %2 pour &lt;b&gt;%3&lt;/b&gt; : cliquez sur une carte ou un joueur en surbrillance.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Pay %1 for &lt;b&gt;%2&lt;/b&gt;: click your lands to tap them for mana, or pay automatically.</source>
        <translation>Payez %1 pour &lt;b&gt;%2&lt;/b&gt; : cliquez sur vos terrains pour les engager, ou payez automatiquement.</translation>
    </message>
    <message>
        <source>Pay from pool</source>
        <translation>Payer avec la réserve</translation>
    </message>
    <message>
        <source>Pay automatically</source>
        <translation>Payer automatiquement</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s): click them in your hand.</source>
        <translation>
            <numerusform>Défaussez-vous de %n carte : cliquez-la dans votre main.</numerusform>
            <numerusform>Défaussez-vous de %n cartes : cliquez-les dans votre main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>white</source>
        <extracomment>Colour words and basic land types a text-changing effect offers (CR 612.2), shown translated.</extracomment>
        <translation>blanc</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Île</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; plays…</source>
        <extracomment>A colour chosen as the engine names it (&quot;choose a color&quot;, CR 105.1): its word.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; joue…</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Sauter</translation>
    </message>
    <message>
        <source>Show the computer&apos;s actions without pausing until you must decide</source>
        <translation>Montrer les actions de l’ordinateur sans pause jusqu’à ce que vous deviez décider</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Plus vite</translation>
    </message>
    <message>
        <source>On to the computer&apos;s next action (Space)</source>
        <translation>Passer à l’action suivante de l’ordinateur (Espace)</translation>
    </message>
    <message>
        <source>Paying &lt;b&gt;%2&lt;/b&gt; by hand (Shift was held): click your lands to tap them for %1; the lit ones are those the automatic payment would tap.</source>
        <translation>Paiement de &lt;b&gt;%2&lt;/b&gt; à la main (Maj maintenue) : cliquez sur vos terrains pour les engager et payer %1 ; ceux qui sont éclairés sont ceux que le paiement automatique engagerait.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) that %1 discards.</source>
        <translation>
            <numerusform>Choisissez %n carte dont %1 se défausse.</numerusform>
            <numerusform>Choisissez %n cartes dont %1 se défausse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to put on the bottom of your library.</source>
        <translation>
            <numerusform>Choisissez %n carte à mettre au-dessous de votre bibliothèque.</numerusform>
            <numerusform>Choisissez %n cartes à mettre au-dessous de votre bibliothèque.</numerusform>
        </translation>
    </message>
    <message>
        <source>Put on bottom</source>
        <translation>Mettre au-dessous</translation>
    </message>
    <message>
        <source>Choose X for &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Choisissez X pour &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Search your library: click the card you find.</source>
        <translation>Cherchez dans votre bibliothèque : cliquez sur la carte que vous trouvez.</translation>
    </message>
    <message>
        <source>Find nothing</source>
        <translation>Ne rien trouver</translation>
    </message>
    <message>
        <source>Legend rule: click the legendary permanent you keep; the others go to the graveyard.</source>
        <translation>Règle des légendes : cliquez sur le permanent légendaire que vous gardez ; les autres vont au cimetière.</translation>
    </message>
    <message>
        <source>Use the ability of &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>Utiliser la capacité de &lt;b&gt;%1&lt;/b&gt; ?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>Pay %1, or &lt;b&gt;%2&lt;/b&gt; is countered.</source>
        <translation>Payez %1, ou &lt;b&gt;%2&lt;/b&gt; est contrecarré.</translation>
    </message>
    <message>
        <source>Don&apos;t pay</source>
        <translation>Ne pas payer</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Payer %1</translation>
    </message>
    <message>
        <source>Choose the card to put into your hand; the others go to the bottom of your library.</source>
        <translation>Choisissez la carte à mettre dans votre main ; les autres vont au-dessous de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Choose the card to put on top of your library (the next one goes under it).</source>
        <translation>Choisissez la carte à mettre au-dessus de votre bibliothèque (la suivante ira dessous).</translation>
    </message>
    <message>
        <source>Choose the permanent to sacrifice to pay the cost.</source>
        <translation>Choisissez le permanent à sacrifier pour payer le coût.</translation>
    </message>
    <message>
        <source>Choose the card to discard to pay the cost.</source>
        <translation>Choisissez la carte à défausser pour payer le coût.</translation>
    </message>
    <message>
        <source>Choose the untapped creature to tap to pay the cost.</source>
        <translation>Choisissez la créature dégagée à engager pour payer le coût.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose the source whose damage is prevented.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : choisissez la source dont les blessures sont prévenues.</translation>
    </message>
    <message>
        <source>Choose the creature it enters as a copy of, or None.</source>
        <translation>Choisissez la créature dont il arrive comme une copie, ou Aucune.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose the word to replace, then the new one.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : choisissez le mot à remplacer, puis le nouveau.</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>Choisissez-en un.</translation>
    </message>
    <message>
        <source>Several of your abilities trigger at once: choose the one that goes on the stack first (it resolves last).</source>
        <translation>Plusieurs de vos capacités se déclenchent en même temps : choisissez celle qui va sur la pile en premier (elle se résout en dernier).</translation>
    </message>
    <message>
        <source>Several effects change the same event: choose the one that applies first.</source>
        <translation>Plusieurs effets modifient le même évènement : choisissez celui qui s&apos;applique en premier.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: pay %2? If you don&apos;t, its effect happens.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : payer %2 ? Sinon, son effet a lieu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: you may sacrifice a permanent (or choose None); if you don&apos;t, its effect happens.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : vous pouvez sacrifier un permanent (ou choisir Aucun) ; sinon, son effet a lieu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose a color.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : choisissez une couleur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose a permanent to sacrifice.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : choisissez un permanent à sacrifier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: pay what its ability asks for? If you don&apos;t, the rest of the ability happens.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : payez-vous ce que sa capacité demande ? Sinon, le reste de la capacité s&apos;applique.</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>artefact</translation>
    </message>
    <message>
        <source>creature</source>
        <translation>créature</translation>
    </message>
    <message>
        <source>land</source>
        <translation>terrain</translation>
    </message>
    <message>
        <source>Untap step: choose the type of permanent you untap (the others stay tapped).</source>
        <translation>Étape de dégagement : choisissez le type de permanents que vous dégagez (les autres restent engagés).</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Active player</source>
        <translation>Joueur actif</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Vie</translation>
    </message>
    <message>
        <source>Mana pool</source>
        <translation>Réserve de mana</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cimetière</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Exil</translation>
    </message>
    <message>
        <source>Stack</source>
        <extracomment>After a card leaves the hand, how long the others keep their places once the pointer is away from the hand (while it is over the hand they keep them), so that a quick second drag finds the card where it was seen.</extracomment>
        <translation>Pile</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n</source>
        <translation>
            <numerusform>Main : %n</numerusform>
            <numerusform>Main : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Library: %n</source>
        <translation>
            <numerusform>Bibliothèque : %n</numerusform>
            <numerusform>Bibliothèque : %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoneControl</name>
    <message>
        <source>Show the cards</source>
        <translation>Montrer les cartes</translation>
    </message>
    <message>
        <source>Your library: the cards you can find</source>
        <translation>Votre bibliothèque : les cartes que vous pouvez trouver</translation>
    </message>
    <message>
        <source>The top of your library</source>
        <translation>Le dessus de votre bibliothèque</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Choisissez une carte</translation>
    </message>
    <message>
        <source>Click the card you choose.</source>
        <translation>Cliquez sur la carte que vous choisissez.</translation>
    </message>
    <message numerus="yes">
        <source>Your graveyard (%n)</source>
        <translation>
            <numerusform>Votre cimetière (%n)</numerusform>
            <numerusform>Votre cimetière (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard (%n)</source>
        <translation>
            <numerusform>Cimetière de %1 (%n)</numerusform>
            <numerusform>Cimetière de %1 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your exile (%n)</source>
        <translation>
            <numerusform>Votre exil (%n)</numerusform>
            <numerusform>Votre exil (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s exile (%n)</source>
        <translation>
            <numerusform>Exil de %1 (%n)</numerusform>
            <numerusform>Exil de %1 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a lit card to target it.</source>
        <translation>Cliquez sur une carte en surbrillance pour la cibler.</translation>
    </message>
    <message>
        <source>Click a lit card to use it.</source>
        <translation>Cliquez sur une carte en surbrillance pour l&apos;utiliser.</translation>
    </message>
    <message>
        <source>Nothing here can be used now; point at a card to read it.</source>
        <translation>Rien ici ne peut servir maintenant ; pointez une carte pour la lire.</translation>
    </message>
    <message>
        <source>The top card is on the right.</source>
        <translation>La carte du dessus est à droite.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be used now.</source>
        <translation>%1 ne peut pas servir maintenant.</translation>
    </message>
</context>
<context>
    <name>ZonePanel</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>ZoomPanel</name>
    <message>
        <source>Point at a card to see it here.</source>
        <translation>Survolez une carte pour la voir ici.</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>Engagée</translation>
    </message>
    <message>
        <source>Attacking</source>
        <translation>Attaquante</translation>
    </message>
    <message>
        <source>Blocking</source>
        <translation>Bloqueuse</translation>
    </message>
    <message>
        <source>Summoning sick</source>
        <translation>Mal d&apos;invocation</translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n blessure</numerusform>
            <numerusform>%n blessures</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 counters: %2</source>
        <translation>Marqueurs %1 : %2</translation>
    </message>
    <message>
        <source>Chosen player: %1</source>
        <translation>Joueur choisi : %1</translation>
    </message>
    <message>
        <source>Named: %1</source>
        <translation>Nom choisi : %1</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Adarkar Wastes</source>
        <translation>Landes d&apos;Adarkar</translation>
    </message>
    <message>
        <source>Adarkar Wastes</source>
        <comment>acc</comment>
        <translation>Landes d&apos;Adarkar</translation>
    </message>
    <message>
        <source>Adarkar Wastes</source>
        <comment>gen</comment>
        <translation>Landes d&apos;Adarkar</translation>
    </message>
    <message>
        <source>Adarkar Wastes</source>
        <comment>dat</comment>
        <translation>Landes d&apos;Adarkar</translation>
    </message>
    <message>
        <source>Air Elemental</source>
        <translation>Élémental d&apos;air</translation>
    </message>
    <message>
        <source>Air Elemental</source>
        <comment>acc</comment>
        <translation>Élémental d&apos;air</translation>
    </message>
    <message>
        <source>Air Elemental</source>
        <comment>gen</comment>
        <translation>Élémental d&apos;air</translation>
    </message>
    <message>
        <source>Air Elemental</source>
        <comment>dat</comment>
        <translation>Élémental d&apos;air</translation>
    </message>
    <message>
        <source>Aladdin&apos;s Ring</source>
        <comment>acc</comment>
        <translation>Anneau d&apos;Aladdin</translation>
    </message>
    <message>
        <source>Aladdin&apos;s Ring</source>
        <comment>gen</comment>
        <translation>Anneau d&apos;Aladdin</translation>
    </message>
    <message>
        <source>Aladdin&apos;s Ring</source>
        <comment>dat</comment>
        <translation>Anneau d&apos;Aladdin</translation>
    </message>
    <message>
        <source>Anaba Shaman</source>
        <translation>Shaâmane anabaane</translation>
    </message>
    <message>
        <source>Anaba Shaman</source>
        <comment>acc</comment>
        <translation>Shaâmane anabaane</translation>
    </message>
    <message>
        <source>Anaba Shaman</source>
        <comment>gen</comment>
        <translation>Shaâmane anabaane</translation>
    </message>
    <message>
        <source>Anaba Shaman</source>
        <comment>dat</comment>
        <translation>Shaâmane anabaane</translation>
    </message>
    <message>
        <source>Anaconda</source>
        <translation>Anaconda</translation>
    </message>
    <message>
        <source>Anaconda</source>
        <comment>acc</comment>
        <translation>Anaconda</translation>
    </message>
    <message>
        <source>Anaconda</source>
        <comment>gen</comment>
        <translation>Anaconda</translation>
    </message>
    <message>
        <source>Anaconda</source>
        <comment>dat</comment>
        <translation>Anaconda</translation>
    </message>
    <message>
        <source>Anarchist</source>
        <comment>acc</comment>
        <translation>Anarchiste</translation>
    </message>
    <message>
        <source>Anarchist</source>
        <comment>gen</comment>
        <translation>Anarchiste</translation>
    </message>
    <message>
        <source>Anarchist</source>
        <comment>dat</comment>
        <translation>Anarchiste</translation>
    </message>
    <message>
        <source>Ancient Silverback</source>
        <translation>Vieux gorille à dos argenté</translation>
    </message>
    <message>
        <source>Ancient Silverback</source>
        <comment>acc</comment>
        <translation>Vieux gorille à dos argenté</translation>
    </message>
    <message>
        <source>Ancient Silverback</source>
        <comment>gen</comment>
        <translation>Vieux gorille à dos argenté</translation>
    </message>
    <message>
        <source>Ancient Silverback</source>
        <comment>dat</comment>
        <translation>Vieux gorille à dos argenté</translation>
    </message>
    <message>
        <source>Angel of Mercy</source>
        <comment>acc</comment>
        <translation>Ange de miséricorde</translation>
    </message>
    <message>
        <source>Angel of Mercy</source>
        <comment>gen</comment>
        <translation>Ange de miséricorde</translation>
    </message>
    <message>
        <source>Angel of Mercy</source>
        <comment>dat</comment>
        <translation>Ange de miséricorde</translation>
    </message>
    <message>
        <source>Angel&apos;s Feather</source>
        <comment>acc</comment>
        <translation>Plume d&apos;ange</translation>
    </message>
    <message>
        <source>Angel&apos;s Feather</source>
        <comment>gen</comment>
        <translation>Plume d&apos;ange</translation>
    </message>
    <message>
        <source>Angel&apos;s Feather</source>
        <comment>dat</comment>
        <translation>Plume d&apos;ange</translation>
    </message>
    <message>
        <source>Angelic Blessing</source>
        <translation>Bénédiction angélique</translation>
    </message>
    <message>
        <source>Angelic Blessing</source>
        <comment>acc</comment>
        <translation>Bénédiction angélique</translation>
    </message>
    <message>
        <source>Angelic Blessing</source>
        <comment>gen</comment>
        <translation>Bénédiction angélique</translation>
    </message>
    <message>
        <source>Angelic Blessing</source>
        <comment>dat</comment>
        <translation>Bénédiction angélique</translation>
    </message>
    <message>
        <source>Annex</source>
        <comment>acc</comment>
        <translation>Annexion</translation>
    </message>
    <message>
        <source>Annex</source>
        <comment>gen</comment>
        <translation>Annexion</translation>
    </message>
    <message>
        <source>Annex</source>
        <comment>dat</comment>
        <translation>Annexion</translation>
    </message>
    <message>
        <source>Archivist</source>
        <translation>Archiviste</translation>
    </message>
    <message>
        <source>Archivist</source>
        <comment>acc</comment>
        <translation>Archiviste</translation>
    </message>
    <message>
        <source>Archivist</source>
        <comment>gen</comment>
        <translation>Archiviste</translation>
    </message>
    <message>
        <source>Archivist</source>
        <comment>dat</comment>
        <translation>Archiviste</translation>
    </message>
    <message>
        <source>Aven Cloudchaser</source>
        <translation>Avemain chasse-nuage</translation>
    </message>
    <message>
        <source>Aven Cloudchaser</source>
        <comment>acc</comment>
        <translation>Avemain chasse-nuage</translation>
    </message>
    <message>
        <source>Aven Cloudchaser</source>
        <comment>gen</comment>
        <translation>Avemain chasse-nuage</translation>
    </message>
    <message>
        <source>Aven Cloudchaser</source>
        <comment>dat</comment>
        <translation>Avemain chasse-nuage</translation>
    </message>
    <message>
        <source>Aven Fisher</source>
        <translation>Pêcheur avemain</translation>
    </message>
    <message>
        <source>Aven Fisher</source>
        <comment>acc</comment>
        <translation>Pêcheur avemain</translation>
    </message>
    <message>
        <source>Aven Fisher</source>
        <comment>gen</comment>
        <translation>Pêcheur avemain</translation>
    </message>
    <message>
        <source>Aven Fisher</source>
        <comment>dat</comment>
        <translation>Pêcheur avemain</translation>
    </message>
    <message>
        <source>Aven Flock</source>
        <translation>Nuée d&apos;avemains</translation>
    </message>
    <message>
        <source>Aven Flock</source>
        <comment>acc</comment>
        <translation>Nuée d&apos;avemains</translation>
    </message>
    <message>
        <source>Aven Flock</source>
        <comment>gen</comment>
        <translation>Nuée d&apos;avemains</translation>
    </message>
    <message>
        <source>Aven Flock</source>
        <comment>dat</comment>
        <translation>Nuée d&apos;avemains</translation>
    </message>
    <message>
        <source>Aven Windreader</source>
        <translation>Avemain déchiffre-vent</translation>
    </message>
    <message>
        <source>Aven Windreader</source>
        <comment>acc</comment>
        <translation>Avemain déchiffre-vent</translation>
    </message>
    <message>
        <source>Aven Windreader</source>
        <comment>gen</comment>
        <translation>Avemain déchiffre-vent</translation>
    </message>
    <message>
        <source>Aven Windreader</source>
        <comment>dat</comment>
        <translation>Avemain déchiffre-vent</translation>
    </message>
    <message>
        <source>Azure Drake</source>
        <translation>Drakôn d&apos;azur</translation>
    </message>
    <message>
        <source>Azure Drake</source>
        <comment>acc</comment>
        <translation>Drakôn d&apos;azur</translation>
    </message>
    <message>
        <source>Azure Drake</source>
        <comment>gen</comment>
        <translation>Drakôn d&apos;azur</translation>
    </message>
    <message>
        <source>Azure Drake</source>
        <comment>dat</comment>
        <translation>Drakôn d&apos;azur</translation>
    </message>
    <message>
        <source>Balduvian Barbarians</source>
        <translation>Barbares balduvians</translation>
    </message>
    <message>
        <source>Balduvian Barbarians</source>
        <comment>acc</comment>
        <translation>Barbares balduvians</translation>
    </message>
    <message>
        <source>Balduvian Barbarians</source>
        <comment>gen</comment>
        <translation>Barbares balduvians</translation>
    </message>
    <message>
        <source>Balduvian Barbarians</source>
        <comment>dat</comment>
        <translation>Barbares balduvians</translation>
    </message>
    <message>
        <source>Baleful Stare</source>
        <comment>acc</comment>
        <translation>Regard sinistre</translation>
    </message>
    <message>
        <source>Baleful Stare</source>
        <comment>gen</comment>
        <translation>Regard sinistre</translation>
    </message>
    <message>
        <source>Baleful Stare</source>
        <comment>dat</comment>
        <translation>Regard sinistre</translation>
    </message>
    <message>
        <source>Ballista Squad</source>
        <comment>acc</comment>
        <translation>Escouade de balistes</translation>
    </message>
    <message>
        <source>Ballista Squad</source>
        <comment>gen</comment>
        <translation>Escouade de balistes</translation>
    </message>
    <message>
        <source>Ballista Squad</source>
        <comment>dat</comment>
        <translation>Escouade de balistes</translation>
    </message>
    <message>
        <source>Battle of Wits</source>
        <translation>Jeu d&apos;esprits</translation>
    </message>
    <message>
        <source>Battle of Wits</source>
        <comment>acc</comment>
        <translation>Jeu d&apos;esprits</translation>
    </message>
    <message>
        <source>Battle of Wits</source>
        <comment>gen</comment>
        <translation>Jeu d&apos;esprits</translation>
    </message>
    <message>
        <source>Battle of Wits</source>
        <comment>dat</comment>
        <translation>Jeu d&apos;esprits</translation>
    </message>
    <message>
        <source>Battlefield Forge</source>
        <translation>Forge de campagne</translation>
    </message>
    <message>
        <source>Battlefield Forge</source>
        <comment>acc</comment>
        <translation>Forge de campagne</translation>
    </message>
    <message>
        <source>Battlefield Forge</source>
        <comment>gen</comment>
        <translation>Forge de campagne</translation>
    </message>
    <message>
        <source>Battlefield Forge</source>
        <comment>dat</comment>
        <translation>Forge de campagne</translation>
    </message>
    <message>
        <source>Beast of Burden</source>
        <comment>acc</comment>
        <translation>Bête de somme</translation>
    </message>
    <message>
        <source>Beast of Burden</source>
        <comment>gen</comment>
        <translation>Bête de somme</translation>
    </message>
    <message>
        <source>Beast of Burden</source>
        <comment>dat</comment>
        <translation>Bête de somme</translation>
    </message>
    <message>
        <source>Biorhythm</source>
        <comment>acc</comment>
        <translation>Biorythme</translation>
    </message>
    <message>
        <source>Biorhythm</source>
        <comment>gen</comment>
        <translation>Biorythme</translation>
    </message>
    <message>
        <source>Biorhythm</source>
        <comment>dat</comment>
        <translation>Biorythme</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <comment>acc</comment>
        <translation>Chantage</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <comment>gen</comment>
        <translation>Chantage</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <comment>dat</comment>
        <translation>Chantage</translation>
    </message>
    <message>
        <source>Blanchwood Armor</source>
        <comment>acc</comment>
        <translation>Armure de boisblanc</translation>
    </message>
    <message>
        <source>Blanchwood Armor</source>
        <comment>gen</comment>
        <translation>Armure de boisblanc</translation>
    </message>
    <message>
        <source>Blanchwood Armor</source>
        <comment>dat</comment>
        <translation>Armure de boisblanc</translation>
    </message>
    <message>
        <source>Blaze</source>
        <comment>acc</comment>
        <translation>Brasier</translation>
    </message>
    <message>
        <source>Blaze</source>
        <comment>gen</comment>
        <translation>Brasier</translation>
    </message>
    <message>
        <source>Blaze</source>
        <comment>dat</comment>
        <translation>Brasier</translation>
    </message>
    <message>
        <source>Blessed Orator</source>
        <comment>acc</comment>
        <translation>Orateur béni</translation>
    </message>
    <message>
        <source>Blessed Orator</source>
        <comment>gen</comment>
        <translation>Orateur béni</translation>
    </message>
    <message>
        <source>Blessed Orator</source>
        <comment>dat</comment>
        <translation>Orateur béni</translation>
    </message>
    <message>
        <source>Blinding Angel</source>
        <translation>Ange aveuglante</translation>
    </message>
    <message>
        <source>Blinding Angel</source>
        <comment>acc</comment>
        <translation>Ange aveuglante</translation>
    </message>
    <message>
        <source>Blinding Angel</source>
        <comment>gen</comment>
        <translation>Ange aveuglante</translation>
    </message>
    <message>
        <source>Blinding Angel</source>
        <comment>dat</comment>
        <translation>Ange aveuglante</translation>
    </message>
    <message>
        <source>Blinking Spirit</source>
        <comment>acc</comment>
        <translation>Esprit fugace</translation>
    </message>
    <message>
        <source>Blinking Spirit</source>
        <comment>gen</comment>
        <translation>Esprit fugace</translation>
    </message>
    <message>
        <source>Blinking Spirit</source>
        <comment>dat</comment>
        <translation>Esprit fugace</translation>
    </message>
    <message>
        <source>Blood Moon</source>
        <comment>acc</comment>
        <translation>Lune de sang</translation>
    </message>
    <message>
        <source>Blood Moon</source>
        <comment>gen</comment>
        <translation>Lune de sang</translation>
    </message>
    <message>
        <source>Blood Moon</source>
        <comment>dat</comment>
        <translation>Lune de sang</translation>
    </message>
    <message>
        <source>Bloodfire Colossus</source>
        <comment>acc</comment>
        <translation>Colosse hématopyre</translation>
    </message>
    <message>
        <source>Bloodfire Colossus</source>
        <comment>gen</comment>
        <translation>Colosse hématopyre</translation>
    </message>
    <message>
        <source>Bloodfire Colossus</source>
        <comment>dat</comment>
        <translation>Colosse hématopyre</translation>
    </message>
    <message>
        <source>Bog Imp</source>
        <translation>Diablotin des marécages</translation>
    </message>
    <message>
        <source>Bog Imp</source>
        <comment>acc</comment>
        <translation>Diablotin des marécages</translation>
    </message>
    <message>
        <source>Bog Imp</source>
        <comment>gen</comment>
        <translation>Diablotin des marécages</translation>
    </message>
    <message>
        <source>Bog Imp</source>
        <comment>dat</comment>
        <translation>Diablotin des marécages</translation>
    </message>
    <message>
        <source>Bog Wraith</source>
        <translation>Apparition des marécages</translation>
    </message>
    <message>
        <source>Bog Wraith</source>
        <comment>acc</comment>
        <translation>Apparition des marécages</translation>
    </message>
    <message>
        <source>Bog Wraith</source>
        <comment>gen</comment>
        <translation>Apparition des marécages</translation>
    </message>
    <message>
        <source>Bog Wraith</source>
        <comment>dat</comment>
        <translation>Apparition des marécages</translation>
    </message>
    <message>
        <source>Boiling Seas</source>
        <comment>acc</comment>
        <translation>Mers bouillonnantes</translation>
    </message>
    <message>
        <source>Boiling Seas</source>
        <comment>gen</comment>
        <translation>Mers bouillonnantes</translation>
    </message>
    <message>
        <source>Boiling Seas</source>
        <comment>dat</comment>
        <translation>Mers bouillonnantes</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <translation>Piège explosif</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <comment>acc</comment>
        <translation>Piège explosif</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <comment>gen</comment>
        <translation>Piège explosif</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <comment>dat</comment>
        <translation>Piège explosif</translation>
    </message>
    <message>
        <source>Boomerang</source>
        <translation>Boomerang</translation>
    </message>
    <message>
        <source>Boomerang</source>
        <comment>acc</comment>
        <translation>Boomerang</translation>
    </message>
    <message>
        <source>Boomerang</source>
        <comment>gen</comment>
        <translation>Boomerang</translation>
    </message>
    <message>
        <source>Boomerang</source>
        <comment>dat</comment>
        <translation>Boomerang</translation>
    </message>
    <message>
        <source>Bottle Gnomes</source>
        <comment>acc</comment>
        <translation>Glob-gnomes</translation>
    </message>
    <message>
        <source>Bottle Gnomes</source>
        <comment>gen</comment>
        <translation>Glob-gnomes</translation>
    </message>
    <message>
        <source>Bottle Gnomes</source>
        <comment>dat</comment>
        <translation>Glob-gnomes</translation>
    </message>
    <message>
        <source>Brushland</source>
        <translation>Broussaille</translation>
    </message>
    <message>
        <source>Brushland</source>
        <comment>acc</comment>
        <translation>Broussaille</translation>
    </message>
    <message>
        <source>Brushland</source>
        <comment>gen</comment>
        <translation>Broussaille</translation>
    </message>
    <message>
        <source>Brushland</source>
        <comment>dat</comment>
        <translation>Broussaille</translation>
    </message>
    <message>
        <source>Caves of Koilos</source>
        <translation>Cavernes de Koïlos</translation>
    </message>
    <message>
        <source>Caves of Koilos</source>
        <comment>acc</comment>
        <translation>Cavernes de Koïlos</translation>
    </message>
    <message>
        <source>Caves of Koilos</source>
        <comment>gen</comment>
        <translation>Cavernes de Koïlos</translation>
    </message>
    <message>
        <source>Caves of Koilos</source>
        <comment>dat</comment>
        <translation>Cavernes de Koïlos</translation>
    </message>
    <message>
        <source>Chastise</source>
        <comment>acc</comment>
        <translation>Punition</translation>
    </message>
    <message>
        <source>Chastise</source>
        <comment>gen</comment>
        <translation>Punition</translation>
    </message>
    <message>
        <source>Chastise</source>
        <comment>dat</comment>
        <translation>Punition</translation>
    </message>
    <message>
        <source>Circle of Protection: Black</source>
        <comment>acc</comment>
        <translation>Cercle de protection : noir</translation>
    </message>
    <message>
        <source>Circle of Protection: Black</source>
        <comment>gen</comment>
        <translation>Cercle de protection : noir</translation>
    </message>
    <message>
        <source>Circle of Protection: Black</source>
        <comment>dat</comment>
        <translation>Cercle de protection : noir</translation>
    </message>
    <message>
        <source>Circle of Protection: Red</source>
        <translation>Cercle de protection : rouge</translation>
    </message>
    <message>
        <source>Circle of Protection: Red</source>
        <comment>acc</comment>
        <translation>Cercle de protection : rouge</translation>
    </message>
    <message>
        <source>Circle of Protection: Red</source>
        <comment>gen</comment>
        <translation>Cercle de protection : rouge</translation>
    </message>
    <message>
        <source>Circle of Protection: Red</source>
        <comment>dat</comment>
        <translation>Cercle de protection : rouge</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>Clone</translation>
    </message>
    <message>
        <source>Clone</source>
        <comment>acc</comment>
        <translation>Clone</translation>
    </message>
    <message>
        <source>Clone</source>
        <comment>gen</comment>
        <translation>Clone</translation>
    </message>
    <message>
        <source>Clone</source>
        <comment>dat</comment>
        <translation>Clone</translation>
    </message>
    <message>
        <source>Coat of Arms</source>
        <comment>acc</comment>
        <translation>Blason</translation>
    </message>
    <message>
        <source>Coat of Arms</source>
        <comment>gen</comment>
        <translation>Blason</translation>
    </message>
    <message>
        <source>Coat of Arms</source>
        <comment>dat</comment>
        <translation>Blason</translation>
    </message>
    <message>
        <source>Coercion</source>
        <translation>Coercition</translation>
    </message>
    <message>
        <source>Coercion</source>
        <comment>acc</comment>
        <translation>Coercition</translation>
    </message>
    <message>
        <source>Coercion</source>
        <comment>gen</comment>
        <translation>Coercition</translation>
    </message>
    <message>
        <source>Coercion</source>
        <comment>dat</comment>
        <translation>Coercition</translation>
    </message>
    <message>
        <source>Confiscate</source>
        <translation>Confiscation</translation>
    </message>
    <message>
        <source>Confiscate</source>
        <comment>acc</comment>
        <translation>Confiscation</translation>
    </message>
    <message>
        <source>Confiscate</source>
        <comment>gen</comment>
        <translation>Confiscation</translation>
    </message>
    <message>
        <source>Confiscate</source>
        <comment>dat</comment>
        <translation>Confiscation</translation>
    </message>
    <message>
        <source>Consume Spirit</source>
        <comment>acc</comment>
        <translation>Absorption de l&apos;esprit</translation>
    </message>
    <message>
        <source>Consume Spirit</source>
        <comment>gen</comment>
        <translation>Absorption de l&apos;esprit</translation>
    </message>
    <message>
        <source>Consume Spirit</source>
        <comment>dat</comment>
        <translation>Absorption de l&apos;esprit</translation>
    </message>
    <message>
        <source>Contaminated Bond</source>
        <translation>Lien contaminé</translation>
    </message>
    <message>
        <source>Contaminated Bond</source>
        <comment>acc</comment>
        <translation>Lien contaminé</translation>
    </message>
    <message>
        <source>Contaminated Bond</source>
        <comment>gen</comment>
        <translation>Lien contaminé</translation>
    </message>
    <message>
        <source>Contaminated Bond</source>
        <comment>dat</comment>
        <translation>Lien contaminé</translation>
    </message>
    <message>
        <source>Coral Eel</source>
        <translation>Murène de corail</translation>
    </message>
    <message>
        <source>Coral Eel</source>
        <comment>acc</comment>
        <translation>Murène de corail</translation>
    </message>
    <message>
        <source>Coral Eel</source>
        <comment>gen</comment>
        <translation>Murène de corail</translation>
    </message>
    <message>
        <source>Coral Eel</source>
        <comment>dat</comment>
        <translation>Murène de corail</translation>
    </message>
    <message>
        <source>Counsel of the Soratami</source>
        <translation>Conseil des soratami</translation>
    </message>
    <message>
        <source>Counsel of the Soratami</source>
        <comment>acc</comment>
        <translation>Conseil des soratami</translation>
    </message>
    <message>
        <source>Counsel of the Soratami</source>
        <comment>gen</comment>
        <translation>Conseil des soratami</translation>
    </message>
    <message>
        <source>Counsel of the Soratami</source>
        <comment>dat</comment>
        <translation>Conseil des soratami</translation>
    </message>
    <message>
        <source>Cowardice</source>
        <translation>Couardise</translation>
    </message>
    <message>
        <source>Cowardice</source>
        <comment>acc</comment>
        <translation>Couardise</translation>
    </message>
    <message>
        <source>Cowardice</source>
        <comment>gen</comment>
        <translation>Couardise</translation>
    </message>
    <message>
        <source>Cowardice</source>
        <comment>dat</comment>
        <translation>Couardise</translation>
    </message>
    <message>
        <source>Crafty Pathmage</source>
        <translation>Sentemage astucieuse</translation>
    </message>
    <message>
        <source>Crafty Pathmage</source>
        <comment>acc</comment>
        <translation>Sentemage astucieuse</translation>
    </message>
    <message>
        <source>Crafty Pathmage</source>
        <comment>gen</comment>
        <translation>Sentemage astucieuse</translation>
    </message>
    <message>
        <source>Crafty Pathmage</source>
        <comment>dat</comment>
        <translation>Sentemage astucieuse</translation>
    </message>
    <message>
        <source>Craw Wurm</source>
        <translation>Guivre vorace</translation>
    </message>
    <message>
        <source>Craw Wurm</source>
        <comment>acc</comment>
        <translation>Guivre vorace</translation>
    </message>
    <message>
        <source>Craw Wurm</source>
        <comment>gen</comment>
        <translation>Guivre vorace</translation>
    </message>
    <message>
        <source>Craw Wurm</source>
        <comment>dat</comment>
        <translation>Guivre vorace</translation>
    </message>
    <message>
        <source>Creeping Mold</source>
        <comment>acc</comment>
        <translation>Moisissure rampante</translation>
    </message>
    <message>
        <source>Creeping Mold</source>
        <comment>gen</comment>
        <translation>Moisissure rampante</translation>
    </message>
    <message>
        <source>Creeping Mold</source>
        <comment>dat</comment>
        <translation>Moisissure rampante</translation>
    </message>
    <message>
        <source>Crossbow Infantry</source>
        <translation>Arbalétriers à pied</translation>
    </message>
    <message>
        <source>Crossbow Infantry</source>
        <comment>acc</comment>
        <translation>Arbalétriers à pied</translation>
    </message>
    <message>
        <source>Crossbow Infantry</source>
        <comment>gen</comment>
        <translation>Arbalétriers à pied</translation>
    </message>
    <message>
        <source>Crossbow Infantry</source>
        <comment>dat</comment>
        <translation>Arbalétriers à pied</translation>
    </message>
    <message>
        <source>Cruel Edict</source>
        <comment>acc</comment>
        <translation>Édit cruel</translation>
    </message>
    <message>
        <source>Cruel Edict</source>
        <comment>gen</comment>
        <translation>Édit cruel</translation>
    </message>
    <message>
        <source>Cruel Edict</source>
        <comment>dat</comment>
        <translation>Édit cruel</translation>
    </message>
    <message>
        <source>Dancing Scimitar</source>
        <translation>Cimeterre dansant</translation>
    </message>
    <message>
        <source>Dancing Scimitar</source>
        <comment>acc</comment>
        <translation>Cimeterre dansant</translation>
    </message>
    <message>
        <source>Dancing Scimitar</source>
        <comment>gen</comment>
        <translation>Cimeterre dansant</translation>
    </message>
    <message>
        <source>Dancing Scimitar</source>
        <comment>dat</comment>
        <translation>Cimeterre dansant</translation>
    </message>
    <message>
        <source>Daring Apprentice</source>
        <translation>Apprentie audacieuse</translation>
    </message>
    <message>
        <source>Daring Apprentice</source>
        <comment>acc</comment>
        <translation>Apprentie audacieuse</translation>
    </message>
    <message>
        <source>Daring Apprentice</source>
        <comment>gen</comment>
        <translation>Apprentie audacieuse</translation>
    </message>
    <message>
        <source>Daring Apprentice</source>
        <comment>dat</comment>
        <translation>Apprentie audacieuse</translation>
    </message>
    <message>
        <source>Dark Banishing</source>
        <translation>Obscur bannissement</translation>
    </message>
    <message>
        <source>Dark Banishing</source>
        <comment>acc</comment>
        <translation>Obscur bannissement</translation>
    </message>
    <message>
        <source>Dark Banishing</source>
        <comment>gen</comment>
        <translation>Obscur bannissement</translation>
    </message>
    <message>
        <source>Dark Banishing</source>
        <comment>dat</comment>
        <translation>Obscur bannissement</translation>
    </message>
    <message>
        <source>Death Pits of Rath</source>
        <comment>acc</comment>
        <translation>Mort-fosses de Rajh</translation>
    </message>
    <message>
        <source>Death Pits of Rath</source>
        <comment>gen</comment>
        <translation>Mort-fosses de Rajh</translation>
    </message>
    <message>
        <source>Death Pits of Rath</source>
        <comment>dat</comment>
        <translation>Mort-fosses de Rajh</translation>
    </message>
    <message>
        <source>Deathgazer</source>
        <comment>acc</comment>
        <translation>Œil-de-mort</translation>
    </message>
    <message>
        <source>Deathgazer</source>
        <comment>gen</comment>
        <translation>Œil-de-mort</translation>
    </message>
    <message>
        <source>Deathgazer</source>
        <comment>dat</comment>
        <translation>Œil-de-mort</translation>
    </message>
    <message>
        <source>Defense Grid</source>
        <comment>acc</comment>
        <translation>Grille de défense</translation>
    </message>
    <message>
        <source>Defense Grid</source>
        <comment>gen</comment>
        <translation>Grille de défense</translation>
    </message>
    <message>
        <source>Defense Grid</source>
        <comment>dat</comment>
        <translation>Grille de défense</translation>
    </message>
    <message>
        <source>Dehydration</source>
        <translation>Déshydratation</translation>
    </message>
    <message>
        <source>Dehydration</source>
        <comment>acc</comment>
        <translation>Déshydratation</translation>
    </message>
    <message>
        <source>Dehydration</source>
        <comment>gen</comment>
        <translation>Déshydratation</translation>
    </message>
    <message>
        <source>Dehydration</source>
        <comment>dat</comment>
        <translation>Déshydratation</translation>
    </message>
    <message>
        <source>Demolish</source>
        <comment>acc</comment>
        <translation>Démolition</translation>
    </message>
    <message>
        <source>Demolish</source>
        <comment>gen</comment>
        <translation>Démolition</translation>
    </message>
    <message>
        <source>Demolish</source>
        <comment>dat</comment>
        <translation>Démolition</translation>
    </message>
    <message>
        <source>Demon&apos;s Horn</source>
        <comment>acc</comment>
        <translation>Corne de démon</translation>
    </message>
    <message>
        <source>Demon&apos;s Horn</source>
        <comment>gen</comment>
        <translation>Corne de démon</translation>
    </message>
    <message>
        <source>Demon&apos;s Horn</source>
        <comment>dat</comment>
        <translation>Corne de démon</translation>
    </message>
    <message>
        <source>Demystify</source>
        <translation>Démystification</translation>
    </message>
    <message>
        <source>Demystify</source>
        <comment>acc</comment>
        <translation>Démystification</translation>
    </message>
    <message>
        <source>Demystify</source>
        <comment>gen</comment>
        <translation>Démystification</translation>
    </message>
    <message>
        <source>Demystify</source>
        <comment>dat</comment>
        <translation>Démystification</translation>
    </message>
    <message>
        <source>Diabolic Tutor</source>
        <comment>acc</comment>
        <translation>Précepteur démoniaque</translation>
    </message>
    <message>
        <source>Diabolic Tutor</source>
        <comment>gen</comment>
        <translation>Précepteur démoniaque</translation>
    </message>
    <message>
        <source>Diabolic Tutor</source>
        <comment>dat</comment>
        <translation>Précepteur démoniaque</translation>
    </message>
    <message>
        <source>Disrupting Scepter</source>
        <comment>acc</comment>
        <translation>Sceptre de dislocation</translation>
    </message>
    <message>
        <source>Disrupting Scepter</source>
        <comment>gen</comment>
        <translation>Sceptre de dislocation</translation>
    </message>
    <message>
        <source>Disrupting Scepter</source>
        <comment>dat</comment>
        <translation>Sceptre de dislocation</translation>
    </message>
    <message>
        <source>Dragon&apos;s Claw</source>
        <comment>acc</comment>
        <translation>Griffe du dragon</translation>
    </message>
    <message>
        <source>Dragon&apos;s Claw</source>
        <comment>gen</comment>
        <translation>Griffe du dragon</translation>
    </message>
    <message>
        <source>Dragon&apos;s Claw</source>
        <comment>dat</comment>
        <translation>Griffe du dragon</translation>
    </message>
    <message>
        <source>Dream Prowler</source>
        <translation>Rôdeur des rêves</translation>
    </message>
    <message>
        <source>Dream Prowler</source>
        <comment>acc</comment>
        <translation>Rôdeur des rêves</translation>
    </message>
    <message>
        <source>Dream Prowler</source>
        <comment>gen</comment>
        <translation>Rôdeur des rêves</translation>
    </message>
    <message>
        <source>Dream Prowler</source>
        <comment>dat</comment>
        <translation>Rôdeur des rêves</translation>
    </message>
    <message>
        <source>Drudge Skeletons</source>
        <translation>Squelettes serviles</translation>
    </message>
    <message>
        <source>Drudge Skeletons</source>
        <comment>acc</comment>
        <translation>Squelettes serviles</translation>
    </message>
    <message>
        <source>Drudge Skeletons</source>
        <comment>gen</comment>
        <translation>Squelettes serviles</translation>
    </message>
    <message>
        <source>Drudge Skeletons</source>
        <comment>dat</comment>
        <translation>Squelettes serviles</translation>
    </message>
    <message>
        <source>Eager Cadet</source>
        <translation>Cadet enthousiaste</translation>
    </message>
    <message>
        <source>Eager Cadet</source>
        <comment>acc</comment>
        <translation>Cadet enthousiaste</translation>
    </message>
    <message>
        <source>Eager Cadet</source>
        <comment>gen</comment>
        <translation>Cadet enthousiaste</translation>
    </message>
    <message>
        <source>Eager Cadet</source>
        <comment>dat</comment>
        <translation>Cadet enthousiaste</translation>
    </message>
    <message>
        <source>Early Harvest</source>
        <comment>acc</comment>
        <translation>Récolte précoce</translation>
    </message>
    <message>
        <source>Early Harvest</source>
        <comment>gen</comment>
        <translation>Récolte précoce</translation>
    </message>
    <message>
        <source>Early Harvest</source>
        <comment>dat</comment>
        <translation>Récolte précoce</translation>
    </message>
    <message>
        <source>Elvish Bard</source>
        <translation>Barde elfe</translation>
    </message>
    <message>
        <source>Elvish Bard</source>
        <comment>acc</comment>
        <translation>Barde elfe</translation>
    </message>
    <message>
        <source>Elvish Bard</source>
        <comment>gen</comment>
        <translation>Barde elfe</translation>
    </message>
    <message>
        <source>Elvish Bard</source>
        <comment>dat</comment>
        <translation>Barde elfe</translation>
    </message>
    <message>
        <source>Elvish Berserker</source>
        <translation>Berserker elfe</translation>
    </message>
    <message>
        <source>Elvish Berserker</source>
        <comment>acc</comment>
        <translation>Berserker elfe</translation>
    </message>
    <message>
        <source>Elvish Berserker</source>
        <comment>gen</comment>
        <translation>Berserker elfe</translation>
    </message>
    <message>
        <source>Elvish Berserker</source>
        <comment>dat</comment>
        <translation>Berserker elfe</translation>
    </message>
    <message>
        <source>Elvish Champion</source>
        <translation>Championne elfe</translation>
    </message>
    <message>
        <source>Elvish Champion</source>
        <comment>acc</comment>
        <translation>Championne elfe</translation>
    </message>
    <message>
        <source>Elvish Champion</source>
        <comment>gen</comment>
        <translation>Championne elfe</translation>
    </message>
    <message>
        <source>Elvish Champion</source>
        <comment>dat</comment>
        <translation>Championne elfe</translation>
    </message>
    <message>
        <source>Elvish Piper</source>
        <comment>acc</comment>
        <translation>Joueuse de flûte elfe</translation>
    </message>
    <message>
        <source>Elvish Piper</source>
        <comment>gen</comment>
        <translation>Joueuse de flûte elfe</translation>
    </message>
    <message>
        <source>Elvish Piper</source>
        <comment>dat</comment>
        <translation>Joueuse de flûte elfe</translation>
    </message>
    <message>
        <source>Elvish Warrior</source>
        <translation>Guerrier elfe</translation>
    </message>
    <message>
        <source>Elvish Warrior</source>
        <comment>acc</comment>
        <translation>Guerrier elfe</translation>
    </message>
    <message>
        <source>Elvish Warrior</source>
        <comment>gen</comment>
        <translation>Guerrier elfe</translation>
    </message>
    <message>
        <source>Elvish Warrior</source>
        <comment>dat</comment>
        <translation>Guerrier elfe</translation>
    </message>
    <message>
        <source>Emperor Crocodile</source>
        <translation>Crocodile empereur</translation>
    </message>
    <message>
        <source>Emperor Crocodile</source>
        <comment>acc</comment>
        <translation>Crocodile empereur</translation>
    </message>
    <message>
        <source>Emperor Crocodile</source>
        <comment>gen</comment>
        <translation>Crocodile empereur</translation>
    </message>
    <message>
        <source>Emperor Crocodile</source>
        <comment>dat</comment>
        <translation>Crocodile empereur</translation>
    </message>
    <message>
        <source>Enfeeblement</source>
        <translation>Affaiblissement</translation>
    </message>
    <message>
        <source>Enfeeblement</source>
        <comment>acc</comment>
        <translation>Affaiblissement</translation>
    </message>
    <message>
        <source>Enfeeblement</source>
        <comment>gen</comment>
        <translation>Affaiblissement</translation>
    </message>
    <message>
        <source>Enfeeblement</source>
        <comment>dat</comment>
        <translation>Affaiblissement</translation>
    </message>
    <message>
        <source>Enormous Baloth</source>
        <translation>Baloth énorme</translation>
    </message>
    <message>
        <source>Enormous Baloth</source>
        <comment>acc</comment>
        <translation>Baloth énorme</translation>
    </message>
    <message>
        <source>Enormous Baloth</source>
        <comment>gen</comment>
        <translation>Baloth énorme</translation>
    </message>
    <message>
        <source>Enormous Baloth</source>
        <comment>dat</comment>
        <translation>Baloth énorme</translation>
    </message>
    <message>
        <source>Enrage</source>
        <comment>acc</comment>
        <translation>Enrager</translation>
    </message>
    <message>
        <source>Enrage</source>
        <comment>gen</comment>
        <translation>Enrager</translation>
    </message>
    <message>
        <source>Enrage</source>
        <comment>dat</comment>
        <translation>Enrager</translation>
    </message>
    <message>
        <source>Evacuation</source>
        <translation>Évacuation</translation>
    </message>
    <message>
        <source>Evacuation</source>
        <comment>acc</comment>
        <translation>Évacuation</translation>
    </message>
    <message>
        <source>Evacuation</source>
        <comment>gen</comment>
        <translation>Évacuation</translation>
    </message>
    <message>
        <source>Evacuation</source>
        <comment>dat</comment>
        <translation>Évacuation</translation>
    </message>
    <message>
        <source>Execute</source>
        <comment>acc</comment>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Execute</source>
        <comment>gen</comment>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Execute</source>
        <comment>dat</comment>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <comment>acc</comment>
        <translation>Exténuation</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <comment>gen</comment>
        <translation>Exténuation</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <comment>dat</comment>
        <translation>Exténuation</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Peur</translation>
    </message>
    <message>
        <source>Fear</source>
        <comment>acc</comment>
        <translation>Peur</translation>
    </message>
    <message>
        <source>Fear</source>
        <comment>gen</comment>
        <translation>Peur</translation>
    </message>
    <message>
        <source>Fear</source>
        <comment>dat</comment>
        <translation>Peur</translation>
    </message>
    <message>
        <source>Fellwar Stone</source>
        <comment>acc</comment>
        <translation>Pierre de Guermont</translation>
    </message>
    <message>
        <source>Fellwar Stone</source>
        <comment>gen</comment>
        <translation>Pierre de Guermont</translation>
    </message>
    <message>
        <source>Fellwar Stone</source>
        <comment>dat</comment>
        <translation>Pierre de Guermont</translation>
    </message>
    <message>
        <source>Festering Goblin</source>
        <translation>Gobelin pourrissant</translation>
    </message>
    <message>
        <source>Festering Goblin</source>
        <comment>acc</comment>
        <translation>Gobelin pourrissant</translation>
    </message>
    <message>
        <source>Festering Goblin</source>
        <comment>gen</comment>
        <translation>Gobelin pourrissant</translation>
    </message>
    <message>
        <source>Festering Goblin</source>
        <comment>dat</comment>
        <translation>Gobelin pourrissant</translation>
    </message>
    <message>
        <source>Final Punishment</source>
        <comment>acc</comment>
        <translation>Punition finale</translation>
    </message>
    <message>
        <source>Final Punishment</source>
        <comment>gen</comment>
        <translation>Punition finale</translation>
    </message>
    <message>
        <source>Final Punishment</source>
        <comment>dat</comment>
        <translation>Punition finale</translation>
    </message>
    <message>
        <source>Firebreathing</source>
        <translation>Souffle ardent</translation>
    </message>
    <message>
        <source>Firebreathing</source>
        <comment>acc</comment>
        <translation>Souffle ardent</translation>
    </message>
    <message>
        <source>Firebreathing</source>
        <comment>gen</comment>
        <translation>Souffle ardent</translation>
    </message>
    <message>
        <source>Firebreathing</source>
        <comment>dat</comment>
        <translation>Souffle ardent</translation>
    </message>
    <message>
        <source>Fishliver Oil</source>
        <translation>Huile de foie de morue</translation>
    </message>
    <message>
        <source>Fishliver Oil</source>
        <comment>acc</comment>
        <translation>Huile de foie de morue</translation>
    </message>
    <message>
        <source>Fishliver Oil</source>
        <comment>gen</comment>
        <translation>Huile de foie de morue</translation>
    </message>
    <message>
        <source>Fishliver Oil</source>
        <comment>dat</comment>
        <translation>Huile de foie de morue</translation>
    </message>
    <message>
        <source>Flame Wave</source>
        <comment>acc</comment>
        <translation>Vague de flammes</translation>
    </message>
    <message>
        <source>Flame Wave</source>
        <comment>gen</comment>
        <translation>Vague de flammes</translation>
    </message>
    <message>
        <source>Flame Wave</source>
        <comment>dat</comment>
        <translation>Vague de flammes</translation>
    </message>
    <message>
        <source>Flashfires</source>
        <comment>acc</comment>
        <translation>Feu de brousse</translation>
    </message>
    <message>
        <source>Flashfires</source>
        <comment>gen</comment>
        <translation>Feu de brousse</translation>
    </message>
    <message>
        <source>Flashfires</source>
        <comment>dat</comment>
        <translation>Feu de brousse</translation>
    </message>
    <message>
        <source>Fleeting Image</source>
        <translation>Image fugitive</translation>
    </message>
    <message>
        <source>Fleeting Image</source>
        <comment>acc</comment>
        <translation>Image fugitive</translation>
    </message>
    <message>
        <source>Fleeting Image</source>
        <comment>gen</comment>
        <translation>Image fugitive</translation>
    </message>
    <message>
        <source>Fleeting Image</source>
        <comment>dat</comment>
        <translation>Image fugitive</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Vol</translation>
    </message>
    <message>
        <source>Flight</source>
        <comment>acc</comment>
        <translation>Vol</translation>
    </message>
    <message>
        <source>Flight</source>
        <comment>gen</comment>
        <translation>Vol</translation>
    </message>
    <message>
        <source>Flight</source>
        <comment>dat</comment>
        <translation>Vol</translation>
    </message>
    <message>
        <source>Flowstone Crusher</source>
        <comment>acc</comment>
        <translation>Écrabouilleur de fluipierre</translation>
    </message>
    <message>
        <source>Flowstone Crusher</source>
        <comment>gen</comment>
        <translation>Écrabouilleur de fluipierre</translation>
    </message>
    <message>
        <source>Flowstone Crusher</source>
        <comment>dat</comment>
        <translation>Écrabouilleur de fluipierre</translation>
    </message>
    <message>
        <source>Flowstone Shambler</source>
        <translation>Escogriffe de fluipierre</translation>
    </message>
    <message>
        <source>Flowstone Shambler</source>
        <comment>acc</comment>
        <translation>Escogriffe de fluipierre</translation>
    </message>
    <message>
        <source>Flowstone Shambler</source>
        <comment>gen</comment>
        <translation>Escogriffe de fluipierre</translation>
    </message>
    <message>
        <source>Flowstone Shambler</source>
        <comment>dat</comment>
        <translation>Escogriffe de fluipierre</translation>
    </message>
    <message>
        <source>Flowstone Slide</source>
        <comment>acc</comment>
        <translation>Coulée de fluipierre</translation>
    </message>
    <message>
        <source>Flowstone Slide</source>
        <comment>gen</comment>
        <translation>Coulée de fluipierre</translation>
    </message>
    <message>
        <source>Flowstone Slide</source>
        <comment>dat</comment>
        <translation>Coulée de fluipierre</translation>
    </message>
    <message>
        <source>Foot Soldiers</source>
        <translation>Fantassin</translation>
    </message>
    <message>
        <source>Foot Soldiers</source>
        <comment>acc</comment>
        <translation>Fantassin</translation>
    </message>
    <message>
        <source>Foot Soldiers</source>
        <comment>gen</comment>
        <translation>Fantassin</translation>
    </message>
    <message>
        <source>Foot Soldiers</source>
        <comment>dat</comment>
        <translation>Fantassin</translation>
    </message>
    <message>
        <source>Force of Nature</source>
        <comment>acc</comment>
        <translation>Force de la Nature</translation>
    </message>
    <message>
        <source>Force of Nature</source>
        <comment>gen</comment>
        <translation>Force de la Nature</translation>
    </message>
    <message>
        <source>Force of Nature</source>
        <comment>dat</comment>
        <translation>Force de la Nature</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Forest</source>
        <comment>acc</comment>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Forest</source>
        <comment>gen</comment>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Forest</source>
        <comment>dat</comment>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Form of the Dragon</source>
        <comment>acc</comment>
        <translation>Forme du dragon</translation>
    </message>
    <message>
        <source>Form of the Dragon</source>
        <comment>gen</comment>
        <translation>Forme du dragon</translation>
    </message>
    <message>
        <source>Form of the Dragon</source>
        <comment>dat</comment>
        <translation>Forme du dragon</translation>
    </message>
    <message>
        <source>Foul Imp</source>
        <translation>Diablotin flétri</translation>
    </message>
    <message>
        <source>Foul Imp</source>
        <comment>acc</comment>
        <translation>Diablotin flétri</translation>
    </message>
    <message>
        <source>Foul Imp</source>
        <comment>gen</comment>
        <translation>Diablotin flétri</translation>
    </message>
    <message>
        <source>Foul Imp</source>
        <comment>dat</comment>
        <translation>Diablotin flétri</translation>
    </message>
    <message>
        <source>Fugitive Wizard</source>
        <translation>Sorcier fugitif</translation>
    </message>
    <message>
        <source>Fugitive Wizard</source>
        <comment>acc</comment>
        <translation>Sorcier fugitif</translation>
    </message>
    <message>
        <source>Fugitive Wizard</source>
        <comment>gen</comment>
        <translation>Sorcier fugitif</translation>
    </message>
    <message>
        <source>Fugitive Wizard</source>
        <comment>dat</comment>
        <translation>Sorcier fugitif</translation>
    </message>
    <message>
        <source>Furnace of Rath</source>
        <translation>Fourneau de Rajh</translation>
    </message>
    <message>
        <source>Furnace of Rath</source>
        <comment>acc</comment>
        <translation>Fourneau de Rajh</translation>
    </message>
    <message>
        <source>Furnace of Rath</source>
        <comment>gen</comment>
        <translation>Fourneau de Rajh</translation>
    </message>
    <message>
        <source>Furnace of Rath</source>
        <comment>dat</comment>
        <translation>Fourneau de Rajh</translation>
    </message>
    <message>
        <source>Giant Cockroach</source>
        <translation>Cafard géant</translation>
    </message>
    <message>
        <source>Giant Cockroach</source>
        <comment>acc</comment>
        <translation>Cafard géant</translation>
    </message>
    <message>
        <source>Giant Cockroach</source>
        <comment>gen</comment>
        <translation>Cafard géant</translation>
    </message>
    <message>
        <source>Giant Cockroach</source>
        <comment>dat</comment>
        <translation>Cafard géant</translation>
    </message>
    <message>
        <source>Giant Growth</source>
        <translation>Croissance gigantesque</translation>
    </message>
    <message>
        <source>Giant Growth</source>
        <comment>acc</comment>
        <translation>Croissance gigantesque</translation>
    </message>
    <message>
        <source>Giant Growth</source>
        <comment>gen</comment>
        <translation>Croissance gigantesque</translation>
    </message>
    <message>
        <source>Giant Growth</source>
        <comment>dat</comment>
        <translation>Croissance gigantesque</translation>
    </message>
    <message>
        <source>Giant Octopus</source>
        <translation>Pieuvre géante</translation>
    </message>
    <message>
        <source>Giant Octopus</source>
        <comment>acc</comment>
        <translation>Pieuvre géante</translation>
    </message>
    <message>
        <source>Giant Octopus</source>
        <comment>gen</comment>
        <translation>Pieuvre géante</translation>
    </message>
    <message>
        <source>Giant Octopus</source>
        <comment>dat</comment>
        <translation>Pieuvre géante</translation>
    </message>
    <message>
        <source>Giant Spider</source>
        <translation>Araignée géante</translation>
    </message>
    <message>
        <source>Giant Spider</source>
        <comment>acc</comment>
        <translation>Araignée géante</translation>
    </message>
    <message>
        <source>Giant Spider</source>
        <comment>gen</comment>
        <translation>Araignée géante</translation>
    </message>
    <message>
        <source>Giant Spider</source>
        <comment>dat</comment>
        <translation>Araignée géante</translation>
    </message>
    <message>
        <source>Gift of Estates</source>
        <comment>acc</comment>
        <translation>Don de domaines</translation>
    </message>
    <message>
        <source>Gift of Estates</source>
        <comment>gen</comment>
        <translation>Don de domaines</translation>
    </message>
    <message>
        <source>Gift of Estates</source>
        <comment>dat</comment>
        <translation>Don de domaines</translation>
    </message>
    <message>
        <source>Glorious Anthem</source>
        <translation>Antienne glorieuse</translation>
    </message>
    <message>
        <source>Glorious Anthem</source>
        <comment>acc</comment>
        <translation>Antienne glorieuse</translation>
    </message>
    <message>
        <source>Glorious Anthem</source>
        <comment>gen</comment>
        <translation>Antienne glorieuse</translation>
    </message>
    <message>
        <source>Glorious Anthem</source>
        <comment>dat</comment>
        <translation>Antienne glorieuse</translation>
    </message>
    <message>
        <source>Glory Seeker</source>
        <translation>Chercheur de gloire</translation>
    </message>
    <message>
        <source>Glory Seeker</source>
        <comment>acc</comment>
        <translation>Chercheur de gloire</translation>
    </message>
    <message>
        <source>Glory Seeker</source>
        <comment>gen</comment>
        <translation>Chercheur de gloire</translation>
    </message>
    <message>
        <source>Glory Seeker</source>
        <comment>dat</comment>
        <translation>Chercheur de gloire</translation>
    </message>
    <message>
        <source>Gluttonous Zombie</source>
        <translation>Zombie glouton</translation>
    </message>
    <message>
        <source>Gluttonous Zombie</source>
        <comment>acc</comment>
        <translation>Zombie glouton</translation>
    </message>
    <message>
        <source>Gluttonous Zombie</source>
        <comment>gen</comment>
        <translation>Zombie glouton</translation>
    </message>
    <message>
        <source>Gluttonous Zombie</source>
        <comment>dat</comment>
        <translation>Zombie glouton</translation>
    </message>
    <message>
        <source>Goblin Balloon Brigade</source>
        <comment>acc</comment>
        <translation>Aérostiers gobelins</translation>
    </message>
    <message>
        <source>Goblin Balloon Brigade</source>
        <comment>gen</comment>
        <translation>Aérostiers gobelins</translation>
    </message>
    <message>
        <source>Goblin Balloon Brigade</source>
        <comment>dat</comment>
        <translation>Aérostiers gobelins</translation>
    </message>
    <message>
        <source>Goblin Brigand</source>
        <translation>Brigand gobelin</translation>
    </message>
    <message>
        <source>Goblin Brigand</source>
        <comment>acc</comment>
        <translation>Brigand gobelin</translation>
    </message>
    <message>
        <source>Goblin Brigand</source>
        <comment>gen</comment>
        <translation>Brigand gobelin</translation>
    </message>
    <message>
        <source>Goblin Brigand</source>
        <comment>dat</comment>
        <translation>Brigand gobelin</translation>
    </message>
    <message>
        <source>Goblin Chariot</source>
        <translation>Chariot gobelin</translation>
    </message>
    <message>
        <source>Goblin Chariot</source>
        <comment>acc</comment>
        <translation>Chariot gobelin</translation>
    </message>
    <message>
        <source>Goblin Chariot</source>
        <comment>gen</comment>
        <translation>Chariot gobelin</translation>
    </message>
    <message>
        <source>Goblin Chariot</source>
        <comment>dat</comment>
        <translation>Chariot gobelin</translation>
    </message>
    <message>
        <source>Goblin King</source>
        <translation>Roi des gobelins</translation>
    </message>
    <message>
        <source>Goblin King</source>
        <comment>acc</comment>
        <translation>Roi des gobelins</translation>
    </message>
    <message>
        <source>Goblin King</source>
        <comment>gen</comment>
        <translation>Roi des gobelins</translation>
    </message>
    <message>
        <source>Goblin King</source>
        <comment>dat</comment>
        <translation>Roi des gobelins</translation>
    </message>
    <message>
        <source>Goblin Mountaineer</source>
        <translation>Montagnard gobelin</translation>
    </message>
    <message>
        <source>Goblin Mountaineer</source>
        <comment>acc</comment>
        <translation>Montagnard gobelin</translation>
    </message>
    <message>
        <source>Goblin Mountaineer</source>
        <comment>gen</comment>
        <translation>Montagnard gobelin</translation>
    </message>
    <message>
        <source>Goblin Mountaineer</source>
        <comment>dat</comment>
        <translation>Montagnard gobelin</translation>
    </message>
    <message>
        <source>Goblin Piker</source>
        <translation>Piquier gobelin</translation>
    </message>
    <message>
        <source>Goblin Piker</source>
        <comment>acc</comment>
        <translation>Piquier gobelin</translation>
    </message>
    <message>
        <source>Goblin Piker</source>
        <comment>gen</comment>
        <translation>Piquier gobelin</translation>
    </message>
    <message>
        <source>Goblin Piker</source>
        <comment>dat</comment>
        <translation>Piquier gobelin</translation>
    </message>
    <message>
        <source>Goblin Raider</source>
        <translation>Pillard gobelin</translation>
    </message>
    <message>
        <source>Goblin Raider</source>
        <comment>acc</comment>
        <translation>Pillard gobelin</translation>
    </message>
    <message>
        <source>Goblin Raider</source>
        <comment>gen</comment>
        <translation>Pillard gobelin</translation>
    </message>
    <message>
        <source>Goblin Raider</source>
        <comment>dat</comment>
        <translation>Pillard gobelin</translation>
    </message>
    <message>
        <source>Goblin Sky Raider</source>
        <translation>Pillard céleste gobelin</translation>
    </message>
    <message>
        <source>Goblin Sky Raider</source>
        <comment>acc</comment>
        <translation>Pillard céleste gobelin</translation>
    </message>
    <message>
        <source>Goblin Sky Raider</source>
        <comment>gen</comment>
        <translation>Pillard céleste gobelin</translation>
    </message>
    <message>
        <source>Goblin Sky Raider</source>
        <comment>dat</comment>
        <translation>Pillard céleste gobelin</translation>
    </message>
    <message>
        <source>Grave Pact</source>
        <comment>acc</comment>
        <translation>Pacte de la tombe</translation>
    </message>
    <message>
        <source>Grave Pact</source>
        <comment>gen</comment>
        <translation>Pacte de la tombe</translation>
    </message>
    <message>
        <source>Grave Pact</source>
        <comment>dat</comment>
        <translation>Pacte de la tombe</translation>
    </message>
    <message>
        <source>Gravedigger</source>
        <translation>Fossoyeur</translation>
    </message>
    <message>
        <source>Gravedigger</source>
        <comment>acc</comment>
        <translation>Fossoyeur</translation>
    </message>
    <message>
        <source>Gravedigger</source>
        <comment>gen</comment>
        <translation>Fossoyeur</translation>
    </message>
    <message>
        <source>Gravedigger</source>
        <comment>dat</comment>
        <translation>Fossoyeur</translation>
    </message>
    <message>
        <source>Greater Good</source>
        <comment>acc</comment>
        <translation>Pour le plus grand bien</translation>
    </message>
    <message>
        <source>Greater Good</source>
        <comment>gen</comment>
        <translation>Pour le plus grand bien</translation>
    </message>
    <message>
        <source>Greater Good</source>
        <comment>dat</comment>
        <translation>Pour le plus grand bien</translation>
    </message>
    <message>
        <source>Grizzly Bears</source>
        <translation>Grizzlis</translation>
    </message>
    <message>
        <source>Grizzly Bears</source>
        <comment>acc</comment>
        <translation>Grizzlis</translation>
    </message>
    <message>
        <source>Grizzly Bears</source>
        <comment>gen</comment>
        <translation>Grizzlis</translation>
    </message>
    <message>
        <source>Grizzly Bears</source>
        <comment>dat</comment>
        <translation>Grizzlis</translation>
    </message>
    <message>
        <source>Groundskeeper</source>
        <comment>acc</comment>
        <translation>Gardien des terres</translation>
    </message>
    <message>
        <source>Groundskeeper</source>
        <comment>gen</comment>
        <translation>Gardien des terres</translation>
    </message>
    <message>
        <source>Groundskeeper</source>
        <comment>dat</comment>
        <translation>Gardien des terres</translation>
    </message>
    <message>
        <source>Guerrilla Tactics</source>
        <comment>acc</comment>
        <translation>Tactiques de guérilla</translation>
    </message>
    <message>
        <source>Guerrilla Tactics</source>
        <comment>gen</comment>
        <translation>Tactiques de guérilla</translation>
    </message>
    <message>
        <source>Guerrilla Tactics</source>
        <comment>dat</comment>
        <translation>Tactiques de guérilla</translation>
    </message>
    <message>
        <source>Hell&apos;s Caretaker</source>
        <comment>acc</comment>
        <translation>Concierge de l&apos;enfer</translation>
    </message>
    <message>
        <source>Hell&apos;s Caretaker</source>
        <comment>gen</comment>
        <translation>Concierge de l&apos;enfer</translation>
    </message>
    <message>
        <source>Hell&apos;s Caretaker</source>
        <comment>dat</comment>
        <translation>Concierge de l&apos;enfer</translation>
    </message>
    <message>
        <source>Highway Robber</source>
        <translation>Bandit de grand chemin</translation>
    </message>
    <message>
        <source>Highway Robber</source>
        <comment>acc</comment>
        <translation>Bandit de grand chemin</translation>
    </message>
    <message>
        <source>Highway Robber</source>
        <comment>gen</comment>
        <translation>Bandit de grand chemin</translation>
    </message>
    <message>
        <source>Highway Robber</source>
        <comment>dat</comment>
        <translation>Bandit de grand chemin</translation>
    </message>
    <message>
        <source>Hill Giant</source>
        <translation>Géant des collines</translation>
    </message>
    <message>
        <source>Hill Giant</source>
        <comment>acc</comment>
        <translation>Géant des collines</translation>
    </message>
    <message>
        <source>Hill Giant</source>
        <comment>gen</comment>
        <translation>Géant des collines</translation>
    </message>
    <message>
        <source>Hill Giant</source>
        <comment>dat</comment>
        <translation>Géant des collines</translation>
    </message>
    <message>
        <source>Hollow Dogs</source>
        <translation>Chiens creux</translation>
    </message>
    <message>
        <source>Hollow Dogs</source>
        <comment>acc</comment>
        <translation>Chiens creux</translation>
    </message>
    <message>
        <source>Hollow Dogs</source>
        <comment>gen</comment>
        <translation>Chiens creux</translation>
    </message>
    <message>
        <source>Hollow Dogs</source>
        <comment>dat</comment>
        <translation>Chiens creux</translation>
    </message>
    <message>
        <source>Holy Day</source>
        <translation>Jour saint</translation>
    </message>
    <message>
        <source>Holy Day</source>
        <comment>acc</comment>
        <translation>Jour saint</translation>
    </message>
    <message>
        <source>Holy Day</source>
        <comment>gen</comment>
        <translation>Jour saint</translation>
    </message>
    <message>
        <source>Holy Day</source>
        <comment>dat</comment>
        <translation>Jour saint</translation>
    </message>
    <message>
        <source>Holy Strength</source>
        <translation>Force sacrée</translation>
    </message>
    <message>
        <source>Holy Strength</source>
        <comment>acc</comment>
        <translation>Force sacrée</translation>
    </message>
    <message>
        <source>Holy Strength</source>
        <comment>gen</comment>
        <translation>Force sacrée</translation>
    </message>
    <message>
        <source>Holy Strength</source>
        <comment>dat</comment>
        <translation>Force sacrée</translation>
    </message>
    <message>
        <source>Honor Guard</source>
        <translation>Garde d&apos;honneur</translation>
    </message>
    <message>
        <source>Honor Guard</source>
        <comment>acc</comment>
        <translation>Garde d&apos;honneur</translation>
    </message>
    <message>
        <source>Honor Guard</source>
        <comment>gen</comment>
        <translation>Garde d&apos;honneur</translation>
    </message>
    <message>
        <source>Honor Guard</source>
        <comment>dat</comment>
        <translation>Garde d&apos;honneur</translation>
    </message>
    <message>
        <source>Horned Turtle</source>
        <translation>Tortue cornue</translation>
    </message>
    <message>
        <source>Horned Turtle</source>
        <comment>acc</comment>
        <translation>Tortue cornue</translation>
    </message>
    <message>
        <source>Horned Turtle</source>
        <comment>gen</comment>
        <translation>Tortue cornue</translation>
    </message>
    <message>
        <source>Horned Turtle</source>
        <comment>dat</comment>
        <translation>Tortue cornue</translation>
    </message>
    <message>
        <source>Horror of Horrors</source>
        <comment>acc</comment>
        <translation>Horreur des horreurs</translation>
    </message>
    <message>
        <source>Horror of Horrors</source>
        <comment>gen</comment>
        <translation>Horreur des horreurs</translation>
    </message>
    <message>
        <source>Horror of Horrors</source>
        <comment>dat</comment>
        <translation>Horreur des horreurs</translation>
    </message>
    <message>
        <source>Howling Mine</source>
        <translation>Mine rugissante</translation>
    </message>
    <message>
        <source>Howling Mine</source>
        <comment>acc</comment>
        <translation>Mine rugissante</translation>
    </message>
    <message>
        <source>Howling Mine</source>
        <comment>gen</comment>
        <translation>Mine rugissante</translation>
    </message>
    <message>
        <source>Howling Mine</source>
        <comment>dat</comment>
        <translation>Mine rugissante</translation>
    </message>
    <message>
        <source>Hunted Wumpus</source>
        <comment>acc</comment>
        <translation>Wumpus au rabais</translation>
    </message>
    <message>
        <source>Hunted Wumpus</source>
        <comment>gen</comment>
        <translation>Wumpus au rabais</translation>
    </message>
    <message>
        <source>Hunted Wumpus</source>
        <comment>dat</comment>
        <translation>Wumpus au rabais</translation>
    </message>
    <message>
        <source>Hypnotic Specter</source>
        <comment>acc</comment>
        <translation>Spectre hypnotiseur</translation>
    </message>
    <message>
        <source>Hypnotic Specter</source>
        <comment>gen</comment>
        <translation>Spectre hypnotiseur</translation>
    </message>
    <message>
        <source>Hypnotic Specter</source>
        <comment>dat</comment>
        <translation>Spectre hypnotiseur</translation>
    </message>
    <message>
        <source>Icy Manipulator</source>
        <comment>acc</comment>
        <translation>Manipulateur glacial</translation>
    </message>
    <message>
        <source>Icy Manipulator</source>
        <comment>gen</comment>
        <translation>Manipulateur glacial</translation>
    </message>
    <message>
        <source>Icy Manipulator</source>
        <comment>dat</comment>
        <translation>Manipulateur glacial</translation>
    </message>
    <message>
        <source>Imaginary Pet</source>
        <translation>Animal imaginaire</translation>
    </message>
    <message>
        <source>Imaginary Pet</source>
        <comment>acc</comment>
        <translation>Animal imaginaire</translation>
    </message>
    <message>
        <source>Imaginary Pet</source>
        <comment>gen</comment>
        <translation>Animal imaginaire</translation>
    </message>
    <message>
        <source>Imaginary Pet</source>
        <comment>dat</comment>
        <translation>Animal imaginaire</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Index</source>
        <comment>acc</comment>
        <translation>Index</translation>
    </message>
    <message>
        <source>Index</source>
        <comment>gen</comment>
        <translation>Index</translation>
    </message>
    <message>
        <source>Index</source>
        <comment>dat</comment>
        <translation>Index</translation>
    </message>
    <message>
        <source>Infantry Veteran</source>
        <translation>Vétéran de l&apos;infanterie</translation>
    </message>
    <message>
        <source>Infantry Veteran</source>
        <comment>acc</comment>
        <translation>Vétéran de l&apos;infanterie</translation>
    </message>
    <message>
        <source>Infantry Veteran</source>
        <comment>gen</comment>
        <translation>Vétéran de l&apos;infanterie</translation>
    </message>
    <message>
        <source>Infantry Veteran</source>
        <comment>dat</comment>
        <translation>Vétéran de l&apos;infanterie</translation>
    </message>
    <message>
        <source>Inspirit</source>
        <comment>acc</comment>
        <translation>Exhortation</translation>
    </message>
    <message>
        <source>Inspirit</source>
        <comment>gen</comment>
        <translation>Exhortation</translation>
    </message>
    <message>
        <source>Inspirit</source>
        <comment>dat</comment>
        <translation>Exhortation</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Île</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>acc</comment>
        <translation>Île</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>gen</comment>
        <translation>Île</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>dat</comment>
        <translation>Île</translation>
    </message>
    <message>
        <source>Ivory Mask</source>
        <translation>Masque d&apos;ivoire</translation>
    </message>
    <message>
        <source>Ivory Mask</source>
        <comment>acc</comment>
        <translation>Masque d&apos;ivoire</translation>
    </message>
    <message>
        <source>Ivory Mask</source>
        <comment>gen</comment>
        <translation>Masque d&apos;ivoire</translation>
    </message>
    <message>
        <source>Ivory Mask</source>
        <comment>dat</comment>
        <translation>Masque d&apos;ivoire</translation>
    </message>
    <message>
        <source>Jade Statue</source>
        <comment>acc</comment>
        <translation>Statue de jade</translation>
    </message>
    <message>
        <source>Jade Statue</source>
        <comment>gen</comment>
        <translation>Statue de jade</translation>
    </message>
    <message>
        <source>Jade Statue</source>
        <comment>dat</comment>
        <translation>Statue de jade</translation>
    </message>
    <message>
        <source>Jester&apos;s Cap</source>
        <translation>Bonnet du bouffon</translation>
    </message>
    <message>
        <source>Jester&apos;s Cap</source>
        <comment>acc</comment>
        <translation>Bonnet du bouffon</translation>
    </message>
    <message>
        <source>Jester&apos;s Cap</source>
        <comment>gen</comment>
        <translation>Bonnet du bouffon</translation>
    </message>
    <message>
        <source>Jester&apos;s Cap</source>
        <comment>dat</comment>
        <translation>Bonnet du bouffon</translation>
    </message>
    <message>
        <source>Kami of Old Stone</source>
        <translation>Kami des vieilles pierres</translation>
    </message>
    <message>
        <source>Kami of Old Stone</source>
        <comment>acc</comment>
        <translation>Kami des vieilles pierres</translation>
    </message>
    <message>
        <source>Kami of Old Stone</source>
        <comment>gen</comment>
        <translation>Kami des vieilles pierres</translation>
    </message>
    <message>
        <source>Kami of Old Stone</source>
        <comment>dat</comment>
        <translation>Kami des vieilles pierres</translation>
    </message>
    <message>
        <source>Karplusan Forest</source>
        <translation>Forêt de Karpluse</translation>
    </message>
    <message>
        <source>Karplusan Forest</source>
        <comment>acc</comment>
        <translation>Forêt de Karpluse</translation>
    </message>
    <message>
        <source>Karplusan Forest</source>
        <comment>gen</comment>
        <translation>Forêt de Karpluse</translation>
    </message>
    <message>
        <source>Karplusan Forest</source>
        <comment>dat</comment>
        <translation>Forêt de Karpluse</translation>
    </message>
    <message>
        <source>Karplusan Yeti</source>
        <comment>acc</comment>
        <translation>Yeti karpluséan</translation>
    </message>
    <message>
        <source>Karplusan Yeti</source>
        <comment>gen</comment>
        <translation>Yeti karpluséan</translation>
    </message>
    <message>
        <source>Karplusan Yeti</source>
        <comment>dat</comment>
        <translation>Yeti karpluséan</translation>
    </message>
    <message>
        <source>Kavu Climber</source>
        <translation>Kavru grimpeur</translation>
    </message>
    <message>
        <source>Kavu Climber</source>
        <comment>acc</comment>
        <translation>Kavru grimpeur</translation>
    </message>
    <message>
        <source>Kavu Climber</source>
        <comment>gen</comment>
        <translation>Kavru grimpeur</translation>
    </message>
    <message>
        <source>Kavu Climber</source>
        <comment>dat</comment>
        <translation>Kavru grimpeur</translation>
    </message>
    <message>
        <source>King Cheetah</source>
        <translation>Guépard royal</translation>
    </message>
    <message>
        <source>King Cheetah</source>
        <comment>acc</comment>
        <translation>Guépard royal</translation>
    </message>
    <message>
        <source>King Cheetah</source>
        <comment>gen</comment>
        <translation>Guépard royal</translation>
    </message>
    <message>
        <source>King Cheetah</source>
        <comment>dat</comment>
        <translation>Guépard royal</translation>
    </message>
    <message>
        <source>Kird Ape</source>
        <translation>Gorille beringeï</translation>
    </message>
    <message>
        <source>Kird Ape</source>
        <comment>acc</comment>
        <translation>Gorille beringeï</translation>
    </message>
    <message>
        <source>Kird Ape</source>
        <comment>gen</comment>
        <translation>Gorille beringeï</translation>
    </message>
    <message>
        <source>Kird Ape</source>
        <comment>dat</comment>
        <translation>Gorille beringeï</translation>
    </message>
    <message>
        <source>Kraken&apos;s Eye</source>
        <comment>acc</comment>
        <translation>Œil du kraken</translation>
    </message>
    <message>
        <source>Kraken&apos;s Eye</source>
        <comment>gen</comment>
        <translation>Œil du kraken</translation>
    </message>
    <message>
        <source>Kraken&apos;s Eye</source>
        <comment>dat</comment>
        <translation>Œil du kraken</translation>
    </message>
    <message>
        <source>Lava Axe</source>
        <translation>Hache de lave</translation>
    </message>
    <message>
        <source>Lava Axe</source>
        <comment>acc</comment>
        <translation>Hache de lave</translation>
    </message>
    <message>
        <source>Lava Axe</source>
        <comment>gen</comment>
        <translation>Hache de lave</translation>
    </message>
    <message>
        <source>Lava Axe</source>
        <comment>dat</comment>
        <translation>Hache de lave</translation>
    </message>
    <message>
        <source>Leonin Skyhunter</source>
        <translation>Chasseciel léonin</translation>
    </message>
    <message>
        <source>Leonin Skyhunter</source>
        <comment>acc</comment>
        <translation>Chasseciel léonin</translation>
    </message>
    <message>
        <source>Leonin Skyhunter</source>
        <comment>gen</comment>
        <translation>Chasseciel léonin</translation>
    </message>
    <message>
        <source>Leonin Skyhunter</source>
        <comment>dat</comment>
        <translation>Chasseciel léonin</translation>
    </message>
    <message>
        <source>Levitation</source>
        <translation>Lévitation</translation>
    </message>
    <message>
        <source>Levitation</source>
        <comment>acc</comment>
        <translation>Lévitation</translation>
    </message>
    <message>
        <source>Levitation</source>
        <comment>gen</comment>
        <translation>Lévitation</translation>
    </message>
    <message>
        <source>Levitation</source>
        <comment>dat</comment>
        <translation>Lévitation</translation>
    </message>
    <message>
        <source>Ley Druid</source>
        <comment>acc</comment>
        <translation>Druide des leys</translation>
    </message>
    <message>
        <source>Ley Druid</source>
        <comment>gen</comment>
        <translation>Druide des leys</translation>
    </message>
    <message>
        <source>Ley Druid</source>
        <comment>dat</comment>
        <translation>Druide des leys</translation>
    </message>
    <message>
        <source>Lightning Elemental</source>
        <translation>Élémental d&apos;éclair</translation>
    </message>
    <message>
        <source>Lightning Elemental</source>
        <comment>acc</comment>
        <translation>Élémental d&apos;éclair</translation>
    </message>
    <message>
        <source>Lightning Elemental</source>
        <comment>gen</comment>
        <translation>Élémental d&apos;éclair</translation>
    </message>
    <message>
        <source>Lightning Elemental</source>
        <comment>dat</comment>
        <translation>Élémental d&apos;éclair</translation>
    </message>
    <message>
        <source>Llanowar Behemoth</source>
        <comment>acc</comment>
        <translation>Béhémoth de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Behemoth</source>
        <comment>gen</comment>
        <translation>Béhémoth de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Behemoth</source>
        <comment>dat</comment>
        <translation>Béhémoth de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Elves</source>
        <translation>Elfes de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Elves</source>
        <comment>acc</comment>
        <translation>Elfes de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Elves</source>
        <comment>gen</comment>
        <translation>Elfes de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Elves</source>
        <comment>dat</comment>
        <translation>Elfes de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Wastes</source>
        <translation>Landes de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Wastes</source>
        <comment>acc</comment>
        <translation>Landes de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Wastes</source>
        <comment>gen</comment>
        <translation>Landes de Llanowar</translation>
    </message>
    <message>
        <source>Llanowar Wastes</source>
        <comment>dat</comment>
        <translation>Landes de Llanowar</translation>
    </message>
    <message>
        <source>Looming Shade</source>
        <translation>Ombre surgissante</translation>
    </message>
    <message>
        <source>Looming Shade</source>
        <comment>acc</comment>
        <translation>Ombre surgissante</translation>
    </message>
    <message>
        <source>Looming Shade</source>
        <comment>gen</comment>
        <translation>Ombre surgissante</translation>
    </message>
    <message>
        <source>Looming Shade</source>
        <comment>dat</comment>
        <translation>Ombre surgissante</translation>
    </message>
    <message>
        <source>Lord of the Undead</source>
        <comment>acc</comment>
        <translation>Seigneur des mort-vivants</translation>
    </message>
    <message>
        <source>Lord of the Undead</source>
        <comment>gen</comment>
        <translation>Seigneur des mort-vivants</translation>
    </message>
    <message>
        <source>Lord of the Undead</source>
        <comment>dat</comment>
        <translation>Seigneur des mort-vivants</translation>
    </message>
    <message>
        <source>Loxodon Warhammer</source>
        <comment>acc</comment>
        <translation>Marteau de guerre loxodon</translation>
    </message>
    <message>
        <source>Loxodon Warhammer</source>
        <comment>gen</comment>
        <translation>Marteau de guerre loxodon</translation>
    </message>
    <message>
        <source>Loxodon Warhammer</source>
        <comment>dat</comment>
        <translation>Marteau de guerre loxodon</translation>
    </message>
    <message>
        <source>Lumengrid Warden</source>
        <translation>Garde de Lumengrid</translation>
    </message>
    <message>
        <source>Lumengrid Warden</source>
        <comment>acc</comment>
        <translation>Garde de Lumengrid</translation>
    </message>
    <message>
        <source>Lumengrid Warden</source>
        <comment>gen</comment>
        <translation>Garde de Lumengrid</translation>
    </message>
    <message>
        <source>Lumengrid Warden</source>
        <comment>dat</comment>
        <translation>Garde de Lumengrid</translation>
    </message>
    <message>
        <source>Magnivore</source>
        <comment>acc</comment>
        <translation>Magnivore</translation>
    </message>
    <message>
        <source>Magnivore</source>
        <comment>gen</comment>
        <translation>Magnivore</translation>
    </message>
    <message>
        <source>Magnivore</source>
        <comment>dat</comment>
        <translation>Magnivore</translation>
    </message>
    <message>
        <source>Mahamoti Djinn</source>
        <translation>Djinn mahâmot</translation>
    </message>
    <message>
        <source>Mahamoti Djinn</source>
        <comment>acc</comment>
        <translation>Djinn mahâmot</translation>
    </message>
    <message>
        <source>Mahamoti Djinn</source>
        <comment>gen</comment>
        <translation>Djinn mahâmot</translation>
    </message>
    <message>
        <source>Mahamoti Djinn</source>
        <comment>dat</comment>
        <translation>Djinn mahâmot</translation>
    </message>
    <message>
        <source>Mana Clash</source>
        <comment>acc</comment>
        <translation>Choc de mana</translation>
    </message>
    <message>
        <source>Mana Clash</source>
        <comment>gen</comment>
        <translation>Choc de mana</translation>
    </message>
    <message>
        <source>Mana Clash</source>
        <comment>dat</comment>
        <translation>Choc de mana</translation>
    </message>
    <message>
        <source>Mana Leak</source>
        <translation>Fuite de mana</translation>
    </message>
    <message>
        <source>Mana Leak</source>
        <comment>acc</comment>
        <translation>Fuite de mana</translation>
    </message>
    <message>
        <source>Mana Leak</source>
        <comment>gen</comment>
        <translation>Fuite de mana</translation>
    </message>
    <message>
        <source>Mana Leak</source>
        <comment>dat</comment>
        <translation>Fuite de mana</translation>
    </message>
    <message>
        <source>Marble Titan</source>
        <comment>acc</comment>
        <translation>Titan de marbre</translation>
    </message>
    <message>
        <source>Marble Titan</source>
        <comment>gen</comment>
        <translation>Titan de marbre</translation>
    </message>
    <message>
        <source>Marble Titan</source>
        <comment>dat</comment>
        <translation>Titan de marbre</translation>
    </message>
    <message>
        <source>Maro</source>
        <comment>acc</comment>
        <translation>Maro</translation>
    </message>
    <message>
        <source>Maro</source>
        <comment>gen</comment>
        <translation>Maro</translation>
    </message>
    <message>
        <source>Maro</source>
        <comment>dat</comment>
        <translation>Maro</translation>
    </message>
    <message>
        <source>Master Decoy</source>
        <translation>Maître leurreur</translation>
    </message>
    <message>
        <source>Master Decoy</source>
        <comment>acc</comment>
        <translation>Maître leurreur</translation>
    </message>
    <message>
        <source>Master Decoy</source>
        <comment>gen</comment>
        <translation>Maître leurreur</translation>
    </message>
    <message>
        <source>Master Decoy</source>
        <comment>dat</comment>
        <translation>Maître leurreur</translation>
    </message>
    <message>
        <source>Master Healer</source>
        <comment>acc</comment>
        <translation>Maître guérisseur</translation>
    </message>
    <message>
        <source>Master Healer</source>
        <comment>gen</comment>
        <translation>Maître guérisseur</translation>
    </message>
    <message>
        <source>Master Healer</source>
        <comment>dat</comment>
        <translation>Maître guérisseur</translation>
    </message>
    <message>
        <source>Megrim</source>
        <translation>Céphalalgie</translation>
    </message>
    <message>
        <source>Megrim</source>
        <comment>acc</comment>
        <translation>Céphalalgie</translation>
    </message>
    <message>
        <source>Megrim</source>
        <comment>gen</comment>
        <translation>Céphalalgie</translation>
    </message>
    <message>
        <source>Megrim</source>
        <comment>dat</comment>
        <translation>Céphalalgie</translation>
    </message>
    <message>
        <source>Mending Hands</source>
        <translation>Mains réparatrices</translation>
    </message>
    <message>
        <source>Mending Hands</source>
        <comment>acc</comment>
        <translation>Mains réparatrices</translation>
    </message>
    <message>
        <source>Mending Hands</source>
        <comment>gen</comment>
        <translation>Mains réparatrices</translation>
    </message>
    <message>
        <source>Mending Hands</source>
        <comment>dat</comment>
        <translation>Mains réparatrices</translation>
    </message>
    <message>
        <source>Might of Oaks</source>
        <comment>acc</comment>
        <translation>Puissance des chênaies</translation>
    </message>
    <message>
        <source>Might of Oaks</source>
        <comment>gen</comment>
        <translation>Puissance des chênaies</translation>
    </message>
    <message>
        <source>Might of Oaks</source>
        <comment>dat</comment>
        <translation>Puissance des chênaies</translation>
    </message>
    <message>
        <source>Millstone</source>
        <comment>acc</comment>
        <translation>Meule</translation>
    </message>
    <message>
        <source>Millstone</source>
        <comment>gen</comment>
        <translation>Meule</translation>
    </message>
    <message>
        <source>Millstone</source>
        <comment>dat</comment>
        <translation>Meule</translation>
    </message>
    <message>
        <source>Mind Bend</source>
        <translation>Ploiement mental</translation>
    </message>
    <message>
        <source>Mind Bend</source>
        <comment>acc</comment>
        <translation>Ploiement mental</translation>
    </message>
    <message>
        <source>Mind Bend</source>
        <comment>gen</comment>
        <translation>Ploiement mental</translation>
    </message>
    <message>
        <source>Mind Bend</source>
        <comment>dat</comment>
        <translation>Ploiement mental</translation>
    </message>
    <message>
        <source>Mind Rot</source>
        <translation>Pourrissement cérébral</translation>
    </message>
    <message>
        <source>Mind Rot</source>
        <comment>acc</comment>
        <translation>Pourrissement cérébral</translation>
    </message>
    <message>
        <source>Mind Rot</source>
        <comment>gen</comment>
        <translation>Pourrissement cérébral</translation>
    </message>
    <message>
        <source>Mind Rot</source>
        <comment>dat</comment>
        <translation>Pourrissement cérébral</translation>
    </message>
    <message>
        <source>Mindslicer</source>
        <comment>acc</comment>
        <translation>Cérébrotrancheur</translation>
    </message>
    <message>
        <source>Mindslicer</source>
        <comment>gen</comment>
        <translation>Cérébrotrancheur</translation>
    </message>
    <message>
        <source>Mindslicer</source>
        <comment>dat</comment>
        <translation>Cérébrotrancheur</translation>
    </message>
    <message>
        <source>Mogg Sentry</source>
        <comment>acc</comment>
        <translation>Sentinelle mogg</translation>
    </message>
    <message>
        <source>Mogg Sentry</source>
        <comment>gen</comment>
        <translation>Sentinelle mogg</translation>
    </message>
    <message>
        <source>Mogg Sentry</source>
        <comment>dat</comment>
        <translation>Sentinelle mogg</translation>
    </message>
    <message>
        <source>Mortivore</source>
        <comment>acc</comment>
        <translation>Nécrovore</translation>
    </message>
    <message>
        <source>Mortivore</source>
        <comment>gen</comment>
        <translation>Nécrovore</translation>
    </message>
    <message>
        <source>Mortivore</source>
        <comment>dat</comment>
        <translation>Nécrovore</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Mountain</source>
        <comment>acc</comment>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Mountain</source>
        <comment>gen</comment>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Mountain</source>
        <comment>dat</comment>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Nantuko Husk</source>
        <translation>Carapace de nantuko</translation>
    </message>
    <message>
        <source>Nantuko Husk</source>
        <comment>acc</comment>
        <translation>Carapace de nantuko</translation>
    </message>
    <message>
        <source>Nantuko Husk</source>
        <comment>gen</comment>
        <translation>Carapace de nantuko</translation>
    </message>
    <message>
        <source>Nantuko Husk</source>
        <comment>dat</comment>
        <translation>Carapace de nantuko</translation>
    </message>
    <message>
        <source>Natural Affinity</source>
        <comment>acc</comment>
        <translation>Affinité naturelle</translation>
    </message>
    <message>
        <source>Natural Affinity</source>
        <comment>gen</comment>
        <translation>Affinité naturelle</translation>
    </message>
    <message>
        <source>Natural Affinity</source>
        <comment>dat</comment>
        <translation>Affinité naturelle</translation>
    </message>
    <message>
        <source>Natural Spring</source>
        <translation>Source naturelle</translation>
    </message>
    <message>
        <source>Natural Spring</source>
        <comment>acc</comment>
        <translation>Source naturelle</translation>
    </message>
    <message>
        <source>Natural Spring</source>
        <comment>gen</comment>
        <translation>Source naturelle</translation>
    </message>
    <message>
        <source>Natural Spring</source>
        <comment>dat</comment>
        <translation>Source naturelle</translation>
    </message>
    <message>
        <source>Naturalize</source>
        <translation>Naturalisation</translation>
    </message>
    <message>
        <source>Naturalize</source>
        <comment>acc</comment>
        <translation>Naturalisation</translation>
    </message>
    <message>
        <source>Naturalize</source>
        <comment>gen</comment>
        <translation>Naturalisation</translation>
    </message>
    <message>
        <source>Naturalize</source>
        <comment>dat</comment>
        <translation>Naturalisation</translation>
    </message>
    <message>
        <source>Needle Storm</source>
        <comment>acc</comment>
        <translation>Tempête d&apos;aiguilles</translation>
    </message>
    <message>
        <source>Needle Storm</source>
        <comment>gen</comment>
        <translation>Tempête d&apos;aiguilles</translation>
    </message>
    <message>
        <source>Needle Storm</source>
        <comment>dat</comment>
        <translation>Tempête d&apos;aiguilles</translation>
    </message>
    <message>
        <source>Nekrataal</source>
        <comment>acc</comment>
        <translation>Nékrataal</translation>
    </message>
    <message>
        <source>Nekrataal</source>
        <comment>gen</comment>
        <translation>Nékrataal</translation>
    </message>
    <message>
        <source>Nekrataal</source>
        <comment>dat</comment>
        <translation>Nékrataal</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>Cheval de cauchemar</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <comment>acc</comment>
        <translation>Cheval de cauchemar</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <comment>gen</comment>
        <translation>Cheval de cauchemar</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <comment>dat</comment>
        <translation>Cheval de cauchemar</translation>
    </message>
    <message>
        <source>Norwood Ranger</source>
        <translation>Ranger de Norbois</translation>
    </message>
    <message>
        <source>Norwood Ranger</source>
        <comment>acc</comment>
        <translation>Ranger de Norbois</translation>
    </message>
    <message>
        <source>Norwood Ranger</source>
        <comment>gen</comment>
        <translation>Ranger de Norbois</translation>
    </message>
    <message>
        <source>Norwood Ranger</source>
        <comment>dat</comment>
        <translation>Ranger de Norbois</translation>
    </message>
    <message>
        <source>Ogre Taskmaster</source>
        <translation>Surveillant ogre</translation>
    </message>
    <message>
        <source>Ogre Taskmaster</source>
        <comment>acc</comment>
        <translation>Surveillant ogre</translation>
    </message>
    <message>
        <source>Ogre Taskmaster</source>
        <comment>gen</comment>
        <translation>Surveillant ogre</translation>
    </message>
    <message>
        <source>Ogre Taskmaster</source>
        <comment>dat</comment>
        <translation>Surveillant ogre</translation>
    </message>
    <message>
        <source>Oracle&apos;s Attendants</source>
        <comment>acc</comment>
        <translation>Suivants de l&apos;Oracle</translation>
    </message>
    <message>
        <source>Oracle&apos;s Attendants</source>
        <comment>gen</comment>
        <translation>Suivants de l&apos;Oracle</translation>
    </message>
    <message>
        <source>Oracle&apos;s Attendants</source>
        <comment>dat</comment>
        <translation>Suivants de l&apos;Oracle</translation>
    </message>
    <message>
        <source>Orcish Artillery</source>
        <comment>acc</comment>
        <translation>Artillerie orque</translation>
    </message>
    <message>
        <source>Orcish Artillery</source>
        <comment>gen</comment>
        <translation>Artillerie orque</translation>
    </message>
    <message>
        <source>Orcish Artillery</source>
        <comment>dat</comment>
        <translation>Artillerie orque</translation>
    </message>
    <message>
        <source>Order of the Sacred Bell</source>
        <translation>Ordre de la Cloche sacrée</translation>
    </message>
    <message>
        <source>Order of the Sacred Bell</source>
        <comment>acc</comment>
        <translation>Ordre de la Cloche sacrée</translation>
    </message>
    <message>
        <source>Order of the Sacred Bell</source>
        <comment>gen</comment>
        <translation>Ordre de la Cloche sacrée</translation>
    </message>
    <message>
        <source>Order of the Sacred Bell</source>
        <comment>dat</comment>
        <translation>Ordre de la Cloche sacrée</translation>
    </message>
    <message>
        <source>Ornithopter</source>
        <translation>Ornithoptère</translation>
    </message>
    <message>
        <source>Ornithopter</source>
        <comment>acc</comment>
        <translation>Ornithoptère</translation>
    </message>
    <message>
        <source>Ornithopter</source>
        <comment>gen</comment>
        <translation>Ornithoptère</translation>
    </message>
    <message>
        <source>Ornithopter</source>
        <comment>dat</comment>
        <translation>Ornithoptère</translation>
    </message>
    <message>
        <source>Overgrowth</source>
        <translation>Luxuriance</translation>
    </message>
    <message>
        <source>Overgrowth</source>
        <comment>acc</comment>
        <translation>Luxuriance</translation>
    </message>
    <message>
        <source>Overgrowth</source>
        <comment>gen</comment>
        <translation>Luxuriance</translation>
    </message>
    <message>
        <source>Overgrowth</source>
        <comment>dat</comment>
        <translation>Luxuriance</translation>
    </message>
    <message>
        <source>Pacifism</source>
        <translation>Pacifisme</translation>
    </message>
    <message>
        <source>Pacifism</source>
        <comment>acc</comment>
        <translation>Pacifisme</translation>
    </message>
    <message>
        <source>Pacifism</source>
        <comment>gen</comment>
        <translation>Pacifisme</translation>
    </message>
    <message>
        <source>Pacifism</source>
        <comment>dat</comment>
        <translation>Pacifisme</translation>
    </message>
    <message>
        <source>Paladin en-Vec</source>
        <translation>Paladin en-Vec</translation>
    </message>
    <message>
        <source>Paladin en-Vec</source>
        <comment>acc</comment>
        <translation>Paladin en-Vec</translation>
    </message>
    <message>
        <source>Paladin en-Vec</source>
        <comment>gen</comment>
        <translation>Paladin en-Vec</translation>
    </message>
    <message>
        <source>Paladin en-Vec</source>
        <comment>dat</comment>
        <translation>Paladin en-Vec</translation>
    </message>
    <message>
        <source>Panic Attack</source>
        <translation>Attaque paniquante</translation>
    </message>
    <message>
        <source>Panic Attack</source>
        <comment>acc</comment>
        <translation>Attaque paniquante</translation>
    </message>
    <message>
        <source>Panic Attack</source>
        <comment>gen</comment>
        <translation>Attaque paniquante</translation>
    </message>
    <message>
        <source>Panic Attack</source>
        <comment>dat</comment>
        <translation>Attaque paniquante</translation>
    </message>
    <message>
        <source>Peace of Mind</source>
        <comment>acc</comment>
        <translation>Paix de l&apos;esprit</translation>
    </message>
    <message>
        <source>Peace of Mind</source>
        <comment>gen</comment>
        <translation>Paix de l&apos;esprit</translation>
    </message>
    <message>
        <source>Peace of Mind</source>
        <comment>dat</comment>
        <translation>Paix de l&apos;esprit</translation>
    </message>
    <message>
        <source>Pegasus Charger</source>
        <translation>Pégase de bataille</translation>
    </message>
    <message>
        <source>Pegasus Charger</source>
        <comment>acc</comment>
        <translation>Pégase de bataille</translation>
    </message>
    <message>
        <source>Pegasus Charger</source>
        <comment>gen</comment>
        <translation>Pégase de bataille</translation>
    </message>
    <message>
        <source>Pegasus Charger</source>
        <comment>dat</comment>
        <translation>Pégase de bataille</translation>
    </message>
    <message>
        <source>Persecute</source>
        <comment>acc</comment>
        <translation>Persécution</translation>
    </message>
    <message>
        <source>Persecute</source>
        <comment>gen</comment>
        <translation>Persécution</translation>
    </message>
    <message>
        <source>Persecute</source>
        <comment>dat</comment>
        <translation>Persécution</translation>
    </message>
    <message>
        <source>Phantom Warrior</source>
        <translation>Guerrier fantomatique</translation>
    </message>
    <message>
        <source>Phantom Warrior</source>
        <comment>acc</comment>
        <translation>Guerrier fantomatique</translation>
    </message>
    <message>
        <source>Phantom Warrior</source>
        <comment>gen</comment>
        <translation>Guerrier fantomatique</translation>
    </message>
    <message>
        <source>Phantom Warrior</source>
        <comment>dat</comment>
        <translation>Guerrier fantomatique</translation>
    </message>
    <message>
        <source>Phyrexian Arena</source>
        <translation>Arène phyrexiane</translation>
    </message>
    <message>
        <source>Phyrexian Arena</source>
        <comment>acc</comment>
        <translation>Arène phyrexiane</translation>
    </message>
    <message>
        <source>Phyrexian Arena</source>
        <comment>gen</comment>
        <translation>Arène phyrexiane</translation>
    </message>
    <message>
        <source>Phyrexian Arena</source>
        <comment>dat</comment>
        <translation>Arène phyrexiane</translation>
    </message>
    <message>
        <source>Phyrexian Gargantua</source>
        <comment>acc</comment>
        <translation>Gargantua phyrexian</translation>
    </message>
    <message>
        <source>Phyrexian Gargantua</source>
        <comment>gen</comment>
        <translation>Gargantua phyrexian</translation>
    </message>
    <message>
        <source>Phyrexian Gargantua</source>
        <comment>dat</comment>
        <translation>Gargantua phyrexian</translation>
    </message>
    <message>
        <source>Phyrexian Hulk</source>
        <translation>Carcasse phyrexiane</translation>
    </message>
    <message>
        <source>Phyrexian Hulk</source>
        <comment>acc</comment>
        <translation>Carcasse phyrexiane</translation>
    </message>
    <message>
        <source>Phyrexian Hulk</source>
        <comment>gen</comment>
        <translation>Carcasse phyrexiane</translation>
    </message>
    <message>
        <source>Phyrexian Hulk</source>
        <comment>dat</comment>
        <translation>Carcasse phyrexiane</translation>
    </message>
    <message>
        <source>Plagiarize</source>
        <translation>Plagiat</translation>
    </message>
    <message>
        <source>Plagiarize</source>
        <comment>acc</comment>
        <translation>Plagiat</translation>
    </message>
    <message>
        <source>Plagiarize</source>
        <comment>gen</comment>
        <translation>Plagiat</translation>
    </message>
    <message>
        <source>Plagiarize</source>
        <comment>dat</comment>
        <translation>Plagiat</translation>
    </message>
    <message>
        <source>Plague Beetle</source>
        <translation>Scarabée de la Peste</translation>
    </message>
    <message>
        <source>Plague Beetle</source>
        <comment>acc</comment>
        <translation>Scarabée de la Peste</translation>
    </message>
    <message>
        <source>Plague Beetle</source>
        <comment>gen</comment>
        <translation>Scarabée de la Peste</translation>
    </message>
    <message>
        <source>Plague Beetle</source>
        <comment>dat</comment>
        <translation>Scarabée de la Peste</translation>
    </message>
    <message>
        <source>Plague Wind</source>
        <comment>acc</comment>
        <translation>Vent de peste</translation>
    </message>
    <message>
        <source>Plague Wind</source>
        <comment>gen</comment>
        <translation>Vent de peste</translation>
    </message>
    <message>
        <source>Plague Wind</source>
        <comment>dat</comment>
        <translation>Vent de peste</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>acc</comment>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>gen</comment>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>dat</comment>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>Polymorph</source>
        <translation>Polymorphisme</translation>
    </message>
    <message>
        <source>Polymorph</source>
        <comment>acc</comment>
        <translation>Polymorphisme</translation>
    </message>
    <message>
        <source>Polymorph</source>
        <comment>gen</comment>
        <translation>Polymorphisme</translation>
    </message>
    <message>
        <source>Polymorph</source>
        <comment>dat</comment>
        <translation>Polymorphisme</translation>
    </message>
    <message>
        <source>Puppeteer</source>
        <comment>acc</comment>
        <translation>Sculpteur de marionnettes</translation>
    </message>
    <message>
        <source>Puppeteer</source>
        <comment>gen</comment>
        <translation>Sculpteur de marionnettes</translation>
    </message>
    <message>
        <source>Puppeteer</source>
        <comment>dat</comment>
        <translation>Sculpteur de marionnettes</translation>
    </message>
    <message>
        <source>Pyroclasm</source>
        <comment>acc</comment>
        <translation>Pyroclasme</translation>
    </message>
    <message>
        <source>Pyroclasm</source>
        <comment>gen</comment>
        <translation>Pyroclasme</translation>
    </message>
    <message>
        <source>Pyroclasm</source>
        <comment>dat</comment>
        <translation>Pyroclasme</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <comment>acc</comment>
        <translation>Sables mouvants</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <comment>gen</comment>
        <translation>Sables mouvants</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <comment>dat</comment>
        <translation>Sables mouvants</translation>
    </message>
    <message>
        <source>Raging Goblin</source>
        <translation>Gobelin enragé</translation>
    </message>
    <message>
        <source>Raging Goblin</source>
        <comment>acc</comment>
        <translation>Gobelin enragé</translation>
    </message>
    <message>
        <source>Raging Goblin</source>
        <comment>gen</comment>
        <translation>Gobelin enragé</translation>
    </message>
    <message>
        <source>Raging Goblin</source>
        <comment>dat</comment>
        <translation>Gobelin enragé</translation>
    </message>
    <message>
        <source>Raise Dead</source>
        <translation>Exhumation</translation>
    </message>
    <message>
        <source>Raise Dead</source>
        <comment>acc</comment>
        <translation>Exhumation</translation>
    </message>
    <message>
        <source>Raise Dead</source>
        <comment>gen</comment>
        <translation>Exhumation</translation>
    </message>
    <message>
        <source>Raise Dead</source>
        <comment>dat</comment>
        <translation>Exhumation</translation>
    </message>
    <message>
        <source>Rampant Growth</source>
        <translation>Croissance luxuriante</translation>
    </message>
    <message>
        <source>Rampant Growth</source>
        <comment>acc</comment>
        <translation>Croissance luxuriante</translation>
    </message>
    <message>
        <source>Rampant Growth</source>
        <comment>gen</comment>
        <translation>Croissance luxuriante</translation>
    </message>
    <message>
        <source>Rampant Growth</source>
        <comment>dat</comment>
        <translation>Croissance luxuriante</translation>
    </message>
    <message>
        <source>Rathi Dragon</source>
        <comment>acc</comment>
        <translation>Dragon rajhi</translation>
    </message>
    <message>
        <source>Rathi Dragon</source>
        <comment>gen</comment>
        <translation>Dragon rajhi</translation>
    </message>
    <message>
        <source>Rathi Dragon</source>
        <comment>dat</comment>
        <translation>Dragon rajhi</translation>
    </message>
    <message>
        <source>Ravenous Rats</source>
        <translation>Rats voraces</translation>
    </message>
    <message>
        <source>Ravenous Rats</source>
        <comment>acc</comment>
        <translation>Rats voraces</translation>
    </message>
    <message>
        <source>Ravenous Rats</source>
        <comment>gen</comment>
        <translation>Rats voraces</translation>
    </message>
    <message>
        <source>Ravenous Rats</source>
        <comment>dat</comment>
        <translation>Rats voraces</translation>
    </message>
    <message>
        <source>Razortooth Rats</source>
        <translation>Rats aux dents tranchantes</translation>
    </message>
    <message>
        <source>Razortooth Rats</source>
        <comment>acc</comment>
        <translation>Rats aux dents tranchantes</translation>
    </message>
    <message>
        <source>Razortooth Rats</source>
        <comment>gen</comment>
        <translation>Rats aux dents tranchantes</translation>
    </message>
    <message>
        <source>Razortooth Rats</source>
        <comment>dat</comment>
        <translation>Rats aux dents tranchantes</translation>
    </message>
    <message>
        <source>Reclaim</source>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>Reclaim</source>
        <comment>acc</comment>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>Reclaim</source>
        <comment>gen</comment>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>Reclaim</source>
        <comment>dat</comment>
        <translation>Récupération</translation>
    </message>
    <message>
        <source>Reflexes</source>
        <translation>Réflexes</translation>
    </message>
    <message>
        <source>Reflexes</source>
        <comment>acc</comment>
        <translation>Réflexes</translation>
    </message>
    <message>
        <source>Reflexes</source>
        <comment>gen</comment>
        <translation>Réflexes</translation>
    </message>
    <message>
        <source>Reflexes</source>
        <comment>dat</comment>
        <translation>Réflexes</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <comment>acc</comment>
        <translation>Régénération</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <comment>gen</comment>
        <translation>Régénération</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <comment>dat</comment>
        <translation>Régénération</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <translation>Assaut implacable</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <comment>acc</comment>
        <translation>Assaut implacable</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <comment>gen</comment>
        <translation>Assaut implacable</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <comment>dat</comment>
        <translation>Assaut implacable</translation>
    </message>
    <message>
        <source>Reminisce</source>
        <comment>acc</comment>
        <translation>Réminiscence</translation>
    </message>
    <message>
        <source>Reminisce</source>
        <comment>gen</comment>
        <translation>Réminiscence</translation>
    </message>
    <message>
        <source>Reminisce</source>
        <comment>dat</comment>
        <translation>Réminiscence</translation>
    </message>
    <message>
        <source>Remove Soul</source>
        <translation>Retrait d&apos;âme</translation>
    </message>
    <message>
        <source>Remove Soul</source>
        <comment>acc</comment>
        <translation>Retrait d&apos;âme</translation>
    </message>
    <message>
        <source>Remove Soul</source>
        <comment>gen</comment>
        <translation>Retrait d&apos;âme</translation>
    </message>
    <message>
        <source>Remove Soul</source>
        <comment>dat</comment>
        <translation>Retrait d&apos;âme</translation>
    </message>
    <message>
        <source>Reverse Damage</source>
        <comment>acc</comment>
        <translation>Inversion des dégâts</translation>
    </message>
    <message>
        <source>Reverse Damage</source>
        <comment>gen</comment>
        <translation>Inversion des dégâts</translation>
    </message>
    <message>
        <source>Reverse Damage</source>
        <comment>dat</comment>
        <translation>Inversion des dégâts</translation>
    </message>
    <message>
        <source>Rewind</source>
        <comment>acc</comment>
        <translation>Rembobinage</translation>
    </message>
    <message>
        <source>Rewind</source>
        <comment>gen</comment>
        <translation>Rembobinage</translation>
    </message>
    <message>
        <source>Rewind</source>
        <comment>dat</comment>
        <translation>Rembobinage</translation>
    </message>
    <message>
        <source>Righteousness</source>
        <comment>acc</comment>
        <translation>Droiture</translation>
    </message>
    <message>
        <source>Righteousness</source>
        <comment>gen</comment>
        <translation>Droiture</translation>
    </message>
    <message>
        <source>Righteousness</source>
        <comment>dat</comment>
        <translation>Droiture</translation>
    </message>
    <message>
        <source>River Bear</source>
        <translation>Ours des rivières</translation>
    </message>
    <message>
        <source>River Bear</source>
        <comment>acc</comment>
        <translation>Ours des rivières</translation>
    </message>
    <message>
        <source>River Bear</source>
        <comment>gen</comment>
        <translation>Ours des rivières</translation>
    </message>
    <message>
        <source>River Bear</source>
        <comment>dat</comment>
        <translation>Ours des rivières</translation>
    </message>
    <message>
        <source>Rod of Ruin</source>
        <comment>acc</comment>
        <translation>Baguette de ruine</translation>
    </message>
    <message>
        <source>Rod of Ruin</source>
        <comment>gen</comment>
        <translation>Baguette de ruine</translation>
    </message>
    <message>
        <source>Rod of Ruin</source>
        <comment>dat</comment>
        <translation>Baguette de ruine</translation>
    </message>
    <message>
        <source>Rogue Kavu</source>
        <translation>Kavru solitaire</translation>
    </message>
    <message>
        <source>Rogue Kavu</source>
        <comment>acc</comment>
        <translation>Kavru solitaire</translation>
    </message>
    <message>
        <source>Rogue Kavu</source>
        <comment>gen</comment>
        <translation>Kavru solitaire</translation>
    </message>
    <message>
        <source>Rogue Kavu</source>
        <comment>dat</comment>
        <translation>Kavru solitaire</translation>
    </message>
    <message>
        <source>Rootbreaker Wurm</source>
        <translation>Guivre brise-racines</translation>
    </message>
    <message>
        <source>Rootbreaker Wurm</source>
        <comment>acc</comment>
        <translation>Guivre brise-racines</translation>
    </message>
    <message>
        <source>Rootbreaker Wurm</source>
        <comment>gen</comment>
        <translation>Guivre brise-racines</translation>
    </message>
    <message>
        <source>Rootbreaker Wurm</source>
        <comment>dat</comment>
        <translation>Guivre brise-racines</translation>
    </message>
    <message>
        <source>Rootwalla</source>
        <translation>Agame des souches</translation>
    </message>
    <message>
        <source>Rootwalla</source>
        <comment>acc</comment>
        <translation>Agame des souches</translation>
    </message>
    <message>
        <source>Rootwalla</source>
        <comment>gen</comment>
        <translation>Agame des souches</translation>
    </message>
    <message>
        <source>Rootwalla</source>
        <comment>dat</comment>
        <translation>Agame des souches</translation>
    </message>
    <message>
        <source>Royal Assassin</source>
        <comment>acc</comment>
        <translation>Assassin royal</translation>
    </message>
    <message>
        <source>Royal Assassin</source>
        <comment>gen</comment>
        <translation>Assassin royal</translation>
    </message>
    <message>
        <source>Royal Assassin</source>
        <comment>dat</comment>
        <translation>Assassin royal</translation>
    </message>
    <message>
        <source>Rukh Egg</source>
        <comment>acc</comment>
        <translation>Œuf de rukh</translation>
    </message>
    <message>
        <source>Rukh Egg</source>
        <comment>gen</comment>
        <translation>Œuf de rukh</translation>
    </message>
    <message>
        <source>Rukh Egg</source>
        <comment>dat</comment>
        <translation>Œuf de rukh</translation>
    </message>
    <message>
        <source>Sacred Ground</source>
        <comment>acc</comment>
        <translation>Sol consacré</translation>
    </message>
    <message>
        <source>Sacred Ground</source>
        <comment>gen</comment>
        <translation>Sol consacré</translation>
    </message>
    <message>
        <source>Sacred Ground</source>
        <comment>dat</comment>
        <translation>Sol consacré</translation>
    </message>
    <message>
        <source>Sacred Nectar</source>
        <translation>Nectar sacré</translation>
    </message>
    <message>
        <source>Sacred Nectar</source>
        <comment>acc</comment>
        <translation>Nectar sacré</translation>
    </message>
    <message>
        <source>Sacred Nectar</source>
        <comment>gen</comment>
        <translation>Nectar sacré</translation>
    </message>
    <message>
        <source>Sacred Nectar</source>
        <comment>dat</comment>
        <translation>Nectar sacré</translation>
    </message>
    <message>
        <source>Sage Aven</source>
        <translation>Avemain savant</translation>
    </message>
    <message>
        <source>Sage Aven</source>
        <comment>acc</comment>
        <translation>Avemain savant</translation>
    </message>
    <message>
        <source>Sage Aven</source>
        <comment>gen</comment>
        <translation>Avemain savant</translation>
    </message>
    <message>
        <source>Sage Aven</source>
        <comment>dat</comment>
        <translation>Avemain savant</translation>
    </message>
    <message>
        <source>Samite Healer</source>
        <translation>Guérisseur sanctif</translation>
    </message>
    <message>
        <source>Samite Healer</source>
        <comment>acc</comment>
        <translation>Guérisseur sanctif</translation>
    </message>
    <message>
        <source>Samite Healer</source>
        <comment>gen</comment>
        <translation>Guérisseur sanctif</translation>
    </message>
    <message>
        <source>Samite Healer</source>
        <comment>dat</comment>
        <translation>Guérisseur sanctif</translation>
    </message>
    <message>
        <source>Sanctum Guardian</source>
        <comment>acc</comment>
        <translation>Vigile du sanctuaire</translation>
    </message>
    <message>
        <source>Sanctum Guardian</source>
        <comment>gen</comment>
        <translation>Vigile du sanctuaire</translation>
    </message>
    <message>
        <source>Sanctum Guardian</source>
        <comment>dat</comment>
        <translation>Vigile du sanctuaire</translation>
    </message>
    <message>
        <source>Sandstone Warrior</source>
        <translation>Guerrier de grès</translation>
    </message>
    <message>
        <source>Sandstone Warrior</source>
        <comment>acc</comment>
        <translation>Guerrier de grès</translation>
    </message>
    <message>
        <source>Sandstone Warrior</source>
        <comment>gen</comment>
        <translation>Guerrier de grès</translation>
    </message>
    <message>
        <source>Sandstone Warrior</source>
        <comment>dat</comment>
        <translation>Guerrier de grès</translation>
    </message>
    <message>
        <source>Savannah Lions</source>
        <translation>Lions des savanes</translation>
    </message>
    <message>
        <source>Savannah Lions</source>
        <comment>acc</comment>
        <translation>Lions des savanes</translation>
    </message>
    <message>
        <source>Savannah Lions</source>
        <comment>gen</comment>
        <translation>Lions des savanes</translation>
    </message>
    <message>
        <source>Savannah Lions</source>
        <comment>dat</comment>
        <translation>Lions des savanes</translation>
    </message>
    <message>
        <source>Scaled Wurm</source>
        <translation>Guivre écailleuse</translation>
    </message>
    <message>
        <source>Scaled Wurm</source>
        <comment>acc</comment>
        <translation>Guivre écailleuse</translation>
    </message>
    <message>
        <source>Scaled Wurm</source>
        <comment>gen</comment>
        <translation>Guivre écailleuse</translation>
    </message>
    <message>
        <source>Scaled Wurm</source>
        <comment>dat</comment>
        <translation>Guivre écailleuse</translation>
    </message>
    <message>
        <source>Scathe Zombies</source>
        <translation>Zombies dévastateurs</translation>
    </message>
    <message>
        <source>Scathe Zombies</source>
        <comment>acc</comment>
        <translation>Zombies dévastateurs</translation>
    </message>
    <message>
        <source>Scathe Zombies</source>
        <comment>gen</comment>
        <translation>Zombies dévastateurs</translation>
    </message>
    <message>
        <source>Scathe Zombies</source>
        <comment>dat</comment>
        <translation>Zombies dévastateurs</translation>
    </message>
    <message>
        <source>Sea Monster</source>
        <translation>Monstre marin</translation>
    </message>
    <message>
        <source>Sea Monster</source>
        <comment>acc</comment>
        <translation>Monstre marin</translation>
    </message>
    <message>
        <source>Sea Monster</source>
        <comment>gen</comment>
        <translation>Monstre marin</translation>
    </message>
    <message>
        <source>Sea Monster</source>
        <comment>dat</comment>
        <translation>Monstre marin</translation>
    </message>
    <message>
        <source>Sea&apos;s Claim</source>
        <translation>Revendication par la mer</translation>
    </message>
    <message>
        <source>Sea&apos;s Claim</source>
        <comment>acc</comment>
        <translation>Revendication par la mer</translation>
    </message>
    <message>
        <source>Sea&apos;s Claim</source>
        <comment>gen</comment>
        <translation>Revendication par la mer</translation>
    </message>
    <message>
        <source>Sea&apos;s Claim</source>
        <comment>dat</comment>
        <translation>Revendication par la mer</translation>
    </message>
    <message>
        <source>Seasoned Marshal</source>
        <comment>acc</comment>
        <translation>Maréchale aguerrie</translation>
    </message>
    <message>
        <source>Seasoned Marshal</source>
        <comment>gen</comment>
        <translation>Maréchale aguerrie</translation>
    </message>
    <message>
        <source>Seasoned Marshal</source>
        <comment>dat</comment>
        <translation>Maréchale aguerrie</translation>
    </message>
    <message>
        <source>Seedborn Muse</source>
        <comment>acc</comment>
        <translation>Muse née des graines</translation>
    </message>
    <message>
        <source>Seedborn Muse</source>
        <comment>gen</comment>
        <translation>Muse née des graines</translation>
    </message>
    <message>
        <source>Seedborn Muse</source>
        <comment>dat</comment>
        <translation>Muse née des graines</translation>
    </message>
    <message>
        <source>Seething Song</source>
        <translation>Chant bouillonnant</translation>
    </message>
    <message>
        <source>Seething Song</source>
        <comment>acc</comment>
        <translation>Chant bouillonnant</translation>
    </message>
    <message>
        <source>Seething Song</source>
        <comment>gen</comment>
        <translation>Chant bouillonnant</translation>
    </message>
    <message>
        <source>Seething Song</source>
        <comment>dat</comment>
        <translation>Chant bouillonnant</translation>
    </message>
    <message>
        <source>Sengir Vampire</source>
        <comment>acc</comment>
        <translation>Vampire sengien</translation>
    </message>
    <message>
        <source>Sengir Vampire</source>
        <comment>gen</comment>
        <translation>Vampire sengien</translation>
    </message>
    <message>
        <source>Sengir Vampire</source>
        <comment>dat</comment>
        <translation>Vampire sengien</translation>
    </message>
    <message>
        <source>Serpent Warrior</source>
        <translation>Guerrier serpentiforme</translation>
    </message>
    <message>
        <source>Serpent Warrior</source>
        <comment>acc</comment>
        <translation>Guerrier serpentiforme</translation>
    </message>
    <message>
        <source>Serpent Warrior</source>
        <comment>gen</comment>
        <translation>Guerrier serpentiforme</translation>
    </message>
    <message>
        <source>Serpent Warrior</source>
        <comment>dat</comment>
        <translation>Guerrier serpentiforme</translation>
    </message>
    <message>
        <source>Serra Angel</source>
        <translation>Ange de Serra</translation>
    </message>
    <message>
        <source>Serra Angel</source>
        <comment>acc</comment>
        <translation>Ange de Serra</translation>
    </message>
    <message>
        <source>Serra Angel</source>
        <comment>gen</comment>
        <translation>Ange de Serra</translation>
    </message>
    <message>
        <source>Serra Angel</source>
        <comment>dat</comment>
        <translation>Ange de Serra</translation>
    </message>
    <message>
        <source>Serra&apos;s Blessing</source>
        <translation>Bénédiction selon Serra</translation>
    </message>
    <message>
        <source>Serra&apos;s Blessing</source>
        <comment>acc</comment>
        <translation>Bénédiction selon Serra</translation>
    </message>
    <message>
        <source>Serra&apos;s Blessing</source>
        <comment>gen</comment>
        <translation>Bénédiction selon Serra</translation>
    </message>
    <message>
        <source>Serra&apos;s Blessing</source>
        <comment>dat</comment>
        <translation>Bénédiction selon Serra</translation>
    </message>
    <message>
        <source>Shard Phoenix</source>
        <comment>acc</comment>
        <translation>Phénix d&apos;échardes</translation>
    </message>
    <message>
        <source>Shard Phoenix</source>
        <comment>gen</comment>
        <translation>Phénix d&apos;échardes</translation>
    </message>
    <message>
        <source>Shard Phoenix</source>
        <comment>dat</comment>
        <translation>Phénix d&apos;échardes</translation>
    </message>
    <message>
        <source>Shatter</source>
        <translation>Fracasser</translation>
    </message>
    <message>
        <source>Shatter</source>
        <comment>acc</comment>
        <translation>Fracasser</translation>
    </message>
    <message>
        <source>Shatter</source>
        <comment>gen</comment>
        <translation>Fracasser</translation>
    </message>
    <message>
        <source>Shatter</source>
        <comment>dat</comment>
        <translation>Fracasser</translation>
    </message>
    <message>
        <source>Shivan Dragon</source>
        <comment>acc</comment>
        <translation>Dragon shivân</translation>
    </message>
    <message>
        <source>Shivan Dragon</source>
        <comment>gen</comment>
        <translation>Dragon shivân</translation>
    </message>
    <message>
        <source>Shivan Dragon</source>
        <comment>dat</comment>
        <translation>Dragon shivân</translation>
    </message>
    <message>
        <source>Shivan Reef</source>
        <translation>Brisants shivâns</translation>
    </message>
    <message>
        <source>Shivan Reef</source>
        <comment>acc</comment>
        <translation>Brisants shivâns</translation>
    </message>
    <message>
        <source>Shivan Reef</source>
        <comment>gen</comment>
        <translation>Brisants shivâns</translation>
    </message>
    <message>
        <source>Shivan Reef</source>
        <comment>dat</comment>
        <translation>Brisants shivâns</translation>
    </message>
    <message>
        <source>Shock</source>
        <translation>Choc</translation>
    </message>
    <message>
        <source>Shock</source>
        <comment>acc</comment>
        <translation>Choc</translation>
    </message>
    <message>
        <source>Shock</source>
        <comment>gen</comment>
        <translation>Choc</translation>
    </message>
    <message>
        <source>Shock</source>
        <comment>dat</comment>
        <translation>Choc</translation>
    </message>
    <message>
        <source>Sift</source>
        <translation>Tamis</translation>
    </message>
    <message>
        <source>Sift</source>
        <comment>acc</comment>
        <translation>Tamis</translation>
    </message>
    <message>
        <source>Sift</source>
        <comment>gen</comment>
        <translation>Tamis</translation>
    </message>
    <message>
        <source>Sift</source>
        <comment>dat</comment>
        <translation>Tamis</translation>
    </message>
    <message>
        <source>Silklash Spider</source>
        <comment>acc</comment>
        <translation>Araignée fouettesoie</translation>
    </message>
    <message>
        <source>Silklash Spider</source>
        <comment>gen</comment>
        <translation>Araignée fouettesoie</translation>
    </message>
    <message>
        <source>Silklash Spider</source>
        <comment>dat</comment>
        <translation>Araignée fouettesoie</translation>
    </message>
    <message>
        <source>Skyhunter Prowler</source>
        <translation>Rôdeuse chasseciel</translation>
    </message>
    <message>
        <source>Skyhunter Prowler</source>
        <comment>acc</comment>
        <translation>Rôdeuse chasseciel</translation>
    </message>
    <message>
        <source>Skyhunter Prowler</source>
        <comment>gen</comment>
        <translation>Rôdeuse chasseciel</translation>
    </message>
    <message>
        <source>Skyhunter Prowler</source>
        <comment>dat</comment>
        <translation>Rôdeuse chasseciel</translation>
    </message>
    <message>
        <source>Slate of Ancestry</source>
        <comment>acc</comment>
        <translation>Ardoise de l&apos;Ascendance</translation>
    </message>
    <message>
        <source>Slate of Ancestry</source>
        <comment>gen</comment>
        <translation>Ardoise de l&apos;Ascendance</translation>
    </message>
    <message>
        <source>Slate of Ancestry</source>
        <comment>dat</comment>
        <translation>Ardoise de l&apos;Ascendance</translation>
    </message>
    <message>
        <source>Slay</source>
        <comment>acc</comment>
        <translation>Assassinat</translation>
    </message>
    <message>
        <source>Slay</source>
        <comment>gen</comment>
        <translation>Assassinat</translation>
    </message>
    <message>
        <source>Slay</source>
        <comment>dat</comment>
        <translation>Assassinat</translation>
    </message>
    <message>
        <source>Sleight of Hand</source>
        <translation>Passe-passe</translation>
    </message>
    <message>
        <source>Sleight of Hand</source>
        <comment>acc</comment>
        <translation>Passe-passe</translation>
    </message>
    <message>
        <source>Sleight of Hand</source>
        <comment>gen</comment>
        <translation>Passe-passe</translation>
    </message>
    <message>
        <source>Sleight of Hand</source>
        <comment>dat</comment>
        <translation>Passe-passe</translation>
    </message>
    <message>
        <source>Soul Feast</source>
        <comment>acc</comment>
        <translation>Festin d&apos;âmes</translation>
    </message>
    <message>
        <source>Soul Feast</source>
        <comment>gen</comment>
        <translation>Festin d&apos;âmes</translation>
    </message>
    <message>
        <source>Soul Feast</source>
        <comment>dat</comment>
        <translation>Festin d&apos;âmes</translation>
    </message>
    <message>
        <source>Soul Warden</source>
        <translation>Garde des âmes</translation>
    </message>
    <message>
        <source>Soul Warden</source>
        <comment>acc</comment>
        <translation>Garde des âmes</translation>
    </message>
    <message>
        <source>Soul Warden</source>
        <comment>gen</comment>
        <translation>Garde des âmes</translation>
    </message>
    <message>
        <source>Soul Warden</source>
        <comment>dat</comment>
        <translation>Garde des âmes</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <translation>Livre de sorts</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <comment>acc</comment>
        <translation>Livre de sorts</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <comment>gen</comment>
        <translation>Livre de sorts</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <comment>dat</comment>
        <translation>Livre de sorts</translation>
    </message>
    <message>
        <source>Spined Wurm</source>
        <translation>Guivre épineuse</translation>
    </message>
    <message>
        <source>Spined Wurm</source>
        <comment>acc</comment>
        <translation>Guivre épineuse</translation>
    </message>
    <message>
        <source>Spined Wurm</source>
        <comment>gen</comment>
        <translation>Guivre épineuse</translation>
    </message>
    <message>
        <source>Spined Wurm</source>
        <comment>dat</comment>
        <translation>Guivre épineuse</translation>
    </message>
    <message>
        <source>Spineless Thug</source>
        <translation>Étrangleur mou</translation>
    </message>
    <message>
        <source>Spineless Thug</source>
        <comment>acc</comment>
        <translation>Étrangleur mou</translation>
    </message>
    <message>
        <source>Spineless Thug</source>
        <comment>gen</comment>
        <translation>Étrangleur mou</translation>
    </message>
    <message>
        <source>Spineless Thug</source>
        <comment>dat</comment>
        <translation>Étrangleur mou</translation>
    </message>
    <message>
        <source>Spirit Link</source>
        <translation>Liaison psychique</translation>
    </message>
    <message>
        <source>Spirit Link</source>
        <comment>acc</comment>
        <translation>Liaison psychique</translation>
    </message>
    <message>
        <source>Spirit Link</source>
        <comment>gen</comment>
        <translation>Liaison psychique</translation>
    </message>
    <message>
        <source>Spirit Link</source>
        <comment>dat</comment>
        <translation>Liaison psychique</translation>
    </message>
    <message>
        <source>Stone Rain</source>
        <translation>Pluie de pierres</translation>
    </message>
    <message>
        <source>Stone Rain</source>
        <comment>acc</comment>
        <translation>Pluie de pierres</translation>
    </message>
    <message>
        <source>Stone Rain</source>
        <comment>gen</comment>
        <translation>Pluie de pierres</translation>
    </message>
    <message>
        <source>Stone Rain</source>
        <comment>dat</comment>
        <translation>Pluie de pierres</translation>
    </message>
    <message>
        <source>Storage Matrix</source>
        <comment>acc</comment>
        <translation>Matrice de stockage</translation>
    </message>
    <message>
        <source>Storage Matrix</source>
        <comment>gen</comment>
        <translation>Matrice de stockage</translation>
    </message>
    <message>
        <source>Storage Matrix</source>
        <comment>dat</comment>
        <translation>Matrice de stockage</translation>
    </message>
    <message>
        <source>Storm Crow</source>
        <translation>Corbeau de l&apos;orage</translation>
    </message>
    <message>
        <source>Storm Crow</source>
        <comment>acc</comment>
        <translation>Corbeau de l&apos;orage</translation>
    </message>
    <message>
        <source>Storm Crow</source>
        <comment>gen</comment>
        <translation>Corbeau de l&apos;orage</translation>
    </message>
    <message>
        <source>Storm Crow</source>
        <comment>dat</comment>
        <translation>Corbeau de l&apos;orage</translation>
    </message>
    <message>
        <source>Story Circle</source>
        <comment>acc</comment>
        <translation>Théâtre en cercle</translation>
    </message>
    <message>
        <source>Story Circle</source>
        <comment>gen</comment>
        <translation>Théâtre en cercle</translation>
    </message>
    <message>
        <source>Story Circle</source>
        <comment>dat</comment>
        <translation>Théâtre en cercle</translation>
    </message>
    <message>
        <source>Stream of Life</source>
        <comment>acc</comment>
        <translation>Source de vie</translation>
    </message>
    <message>
        <source>Stream of Life</source>
        <comment>gen</comment>
        <translation>Source de vie</translation>
    </message>
    <message>
        <source>Stream of Life</source>
        <comment>dat</comment>
        <translation>Source de vie</translation>
    </message>
    <message>
        <source>Sudden Impact</source>
        <comment>acc</comment>
        <translation>Choc soudain</translation>
    </message>
    <message>
        <source>Sudden Impact</source>
        <comment>gen</comment>
        <translation>Choc soudain</translation>
    </message>
    <message>
        <source>Sudden Impact</source>
        <comment>dat</comment>
        <translation>Choc soudain</translation>
    </message>
    <message>
        <source>Sulfurous Springs</source>
        <translation>Sources sulfureuses</translation>
    </message>
    <message>
        <source>Sulfurous Springs</source>
        <comment>acc</comment>
        <translation>Sources sulfureuses</translation>
    </message>
    <message>
        <source>Sulfurous Springs</source>
        <comment>gen</comment>
        <translation>Sources sulfureuses</translation>
    </message>
    <message>
        <source>Sulfurous Springs</source>
        <comment>dat</comment>
        <translation>Sources sulfureuses</translation>
    </message>
    <message>
        <source>Summer Bloom</source>
        <translation>Floraison estivale</translation>
    </message>
    <message>
        <source>Summer Bloom</source>
        <comment>acc</comment>
        <translation>Floraison estivale</translation>
    </message>
    <message>
        <source>Summer Bloom</source>
        <comment>gen</comment>
        <translation>Floraison estivale</translation>
    </message>
    <message>
        <source>Summer Bloom</source>
        <comment>dat</comment>
        <translation>Floraison estivale</translation>
    </message>
    <message>
        <source>Suntail Hawk</source>
        <translation>Faucon mordoré</translation>
    </message>
    <message>
        <source>Suntail Hawk</source>
        <comment>acc</comment>
        <translation>Faucon mordoré</translation>
    </message>
    <message>
        <source>Suntail Hawk</source>
        <comment>gen</comment>
        <translation>Faucon mordoré</translation>
    </message>
    <message>
        <source>Suntail Hawk</source>
        <comment>dat</comment>
        <translation>Faucon mordoré</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Swamp</source>
        <comment>acc</comment>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Swamp</source>
        <comment>gen</comment>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Swamp</source>
        <comment>dat</comment>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Swarm of Rats</source>
        <translation>Colonie de rats</translation>
    </message>
    <message>
        <source>Swarm of Rats</source>
        <comment>acc</comment>
        <translation>Colonie de rats</translation>
    </message>
    <message>
        <source>Swarm of Rats</source>
        <comment>gen</comment>
        <translation>Colonie de rats</translation>
    </message>
    <message>
        <source>Swarm of Rats</source>
        <comment>dat</comment>
        <translation>Colonie de rats</translation>
    </message>
    <message>
        <source>Tanglebloom</source>
        <comment>acc</comment>
        <translation>Floraison de la Filandre</translation>
    </message>
    <message>
        <source>Tanglebloom</source>
        <comment>gen</comment>
        <translation>Floraison de la Filandre</translation>
    </message>
    <message>
        <source>Tanglebloom</source>
        <comment>dat</comment>
        <translation>Floraison de la Filandre</translation>
    </message>
    <message>
        <source>Teferi&apos;s Puzzle Box</source>
        <translation>Boîte à mystère de Téfeiri</translation>
    </message>
    <message>
        <source>Teferi&apos;s Puzzle Box</source>
        <comment>acc</comment>
        <translation>Boîte à mystère de Téfeiri</translation>
    </message>
    <message>
        <source>Teferi&apos;s Puzzle Box</source>
        <comment>gen</comment>
        <translation>Boîte à mystère de Téfeiri</translation>
    </message>
    <message>
        <source>Teferi&apos;s Puzzle Box</source>
        <comment>dat</comment>
        <translation>Boîte à mystère de Téfeiri</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <comment>acc</comment>
        <translation>Télépathie</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <comment>gen</comment>
        <translation>Télépathie</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <comment>dat</comment>
        <translation>Télépathie</translation>
    </message>
    <message>
        <source>Tempest of Light</source>
        <comment>acc</comment>
        <translation>Tourmente de lumière</translation>
    </message>
    <message>
        <source>Tempest of Light</source>
        <comment>gen</comment>
        <translation>Tourmente de lumière</translation>
    </message>
    <message>
        <source>Tempest of Light</source>
        <comment>dat</comment>
        <translation>Tourmente de lumière</translation>
    </message>
    <message>
        <source>Temporal Adept</source>
        <translation>Expert en temporalité</translation>
    </message>
    <message>
        <source>Temporal Adept</source>
        <comment>acc</comment>
        <translation>Expert en temporalité</translation>
    </message>
    <message>
        <source>Temporal Adept</source>
        <comment>gen</comment>
        <translation>Expert en temporalité</translation>
    </message>
    <message>
        <source>Temporal Adept</source>
        <comment>dat</comment>
        <translation>Expert en temporalité</translation>
    </message>
    <message>
        <source>Thieving Magpie</source>
        <comment>acc</comment>
        <translation>Pie voleuse</translation>
    </message>
    <message>
        <source>Thieving Magpie</source>
        <comment>gen</comment>
        <translation>Pie voleuse</translation>
    </message>
    <message>
        <source>Thieving Magpie</source>
        <comment>dat</comment>
        <translation>Pie voleuse</translation>
    </message>
    <message>
        <source>Thought Courier</source>
        <comment>acc</comment>
        <translation>Messager des pensées</translation>
    </message>
    <message>
        <source>Thought Courier</source>
        <comment>gen</comment>
        <translation>Messager des pensées</translation>
    </message>
    <message>
        <source>Thought Courier</source>
        <comment>dat</comment>
        <translation>Messager des pensées</translation>
    </message>
    <message>
        <source>Thran Golem</source>
        <comment>acc</comment>
        <translation>Golem thran</translation>
    </message>
    <message>
        <source>Thran Golem</source>
        <comment>gen</comment>
        <translation>Golem thran</translation>
    </message>
    <message>
        <source>Thran Golem</source>
        <comment>dat</comment>
        <translation>Golem thran</translation>
    </message>
    <message>
        <source>Threaten</source>
        <translation>Menace</translation>
    </message>
    <message>
        <source>Threaten</source>
        <comment>acc</comment>
        <translation>Menace</translation>
    </message>
    <message>
        <source>Threaten</source>
        <comment>gen</comment>
        <translation>Menace</translation>
    </message>
    <message>
        <source>Threaten</source>
        <comment>dat</comment>
        <translation>Menace</translation>
    </message>
    <message>
        <source>Thundermare</source>
        <comment>acc</comment>
        <translation>Cheval de foudre</translation>
    </message>
    <message>
        <source>Thundermare</source>
        <comment>gen</comment>
        <translation>Cheval de foudre</translation>
    </message>
    <message>
        <source>Thundermare</source>
        <comment>dat</comment>
        <translation>Cheval de foudre</translation>
    </message>
    <message>
        <source>Tidal Kraken</source>
        <translation>Kraken des marées</translation>
    </message>
    <message>
        <source>Tidal Kraken</source>
        <comment>acc</comment>
        <translation>Kraken des marées</translation>
    </message>
    <message>
        <source>Tidal Kraken</source>
        <comment>gen</comment>
        <translation>Kraken des marées</translation>
    </message>
    <message>
        <source>Tidal Kraken</source>
        <comment>dat</comment>
        <translation>Kraken des marées</translation>
    </message>
    <message>
        <source>Tidings</source>
        <comment>acc</comment>
        <translation>Nouvelles</translation>
    </message>
    <message>
        <source>Tidings</source>
        <comment>gen</comment>
        <translation>Nouvelles</translation>
    </message>
    <message>
        <source>Tidings</source>
        <comment>dat</comment>
        <translation>Nouvelles</translation>
    </message>
    <message>
        <source>Time Ebb</source>
        <translation>Temps du jusant</translation>
    </message>
    <message>
        <source>Time Ebb</source>
        <comment>acc</comment>
        <translation>Temps du jusant</translation>
    </message>
    <message>
        <source>Time Ebb</source>
        <comment>gen</comment>
        <translation>Temps du jusant</translation>
    </message>
    <message>
        <source>Time Ebb</source>
        <comment>dat</comment>
        <translation>Temps du jusant</translation>
    </message>
    <message>
        <source>Trade Routes</source>
        <translation>Routes marchandes</translation>
    </message>
    <message>
        <source>Trade Routes</source>
        <comment>acc</comment>
        <translation>Routes marchandes</translation>
    </message>
    <message>
        <source>Trade Routes</source>
        <comment>gen</comment>
        <translation>Routes marchandes</translation>
    </message>
    <message>
        <source>Trade Routes</source>
        <comment>dat</comment>
        <translation>Routes marchandes</translation>
    </message>
    <message>
        <source>Trained Armodon</source>
        <translation>Armodon dressé</translation>
    </message>
    <message>
        <source>Trained Armodon</source>
        <comment>acc</comment>
        <translation>Armodon dressé</translation>
    </message>
    <message>
        <source>Trained Armodon</source>
        <comment>gen</comment>
        <translation>Armodon dressé</translation>
    </message>
    <message>
        <source>Trained Armodon</source>
        <comment>dat</comment>
        <translation>Armodon dressé</translation>
    </message>
    <message>
        <source>Traumatize</source>
        <translation>Traumatisme</translation>
    </message>
    <message>
        <source>Traumatize</source>
        <comment>acc</comment>
        <translation>Traumatisme</translation>
    </message>
    <message>
        <source>Traumatize</source>
        <comment>gen</comment>
        <translation>Traumatisme</translation>
    </message>
    <message>
        <source>Traumatize</source>
        <comment>dat</comment>
        <translation>Traumatisme</translation>
    </message>
    <message>
        <source>Treasure Trove</source>
        <comment>acc</comment>
        <translation>Caverne au trésor</translation>
    </message>
    <message>
        <source>Treasure Trove</source>
        <comment>gen</comment>
        <translation>Caverne au trésor</translation>
    </message>
    <message>
        <source>Treasure Trove</source>
        <comment>dat</comment>
        <translation>Caverne au trésor</translation>
    </message>
    <message>
        <source>Tree Monkey</source>
        <translation>Singe arboricole</translation>
    </message>
    <message>
        <source>Tree Monkey</source>
        <comment>acc</comment>
        <translation>Singe arboricole</translation>
    </message>
    <message>
        <source>Tree Monkey</source>
        <comment>gen</comment>
        <translation>Singe arboricole</translation>
    </message>
    <message>
        <source>Tree Monkey</source>
        <comment>dat</comment>
        <translation>Singe arboricole</translation>
    </message>
    <message>
        <source>Treetop Bracers</source>
        <translation>Bracelets arboricoles</translation>
    </message>
    <message>
        <source>Treetop Bracers</source>
        <comment>acc</comment>
        <translation>Bracelets arboricoles</translation>
    </message>
    <message>
        <source>Treetop Bracers</source>
        <comment>gen</comment>
        <translation>Bracelets arboricoles</translation>
    </message>
    <message>
        <source>Treetop Bracers</source>
        <comment>dat</comment>
        <translation>Bracelets arboricoles</translation>
    </message>
    <message>
        <source>Underground River</source>
        <translation>Rivière souterraine</translation>
    </message>
    <message>
        <source>Underground River</source>
        <comment>acc</comment>
        <translation>Rivière souterraine</translation>
    </message>
    <message>
        <source>Underground River</source>
        <comment>gen</comment>
        <translation>Rivière souterraine</translation>
    </message>
    <message>
        <source>Underground River</source>
        <comment>dat</comment>
        <translation>Rivière souterraine</translation>
    </message>
    <message>
        <source>Underworld Dreams</source>
        <comment>acc</comment>
        <translation>Rêves du monde souterrain</translation>
    </message>
    <message>
        <source>Underworld Dreams</source>
        <comment>gen</comment>
        <translation>Rêves du monde souterrain</translation>
    </message>
    <message>
        <source>Underworld Dreams</source>
        <comment>dat</comment>
        <translation>Rêves du monde souterrain</translation>
    </message>
    <message>
        <source>Unholy Strength</source>
        <translation>Force impie</translation>
    </message>
    <message>
        <source>Unholy Strength</source>
        <comment>acc</comment>
        <translation>Force impie</translation>
    </message>
    <message>
        <source>Unholy Strength</source>
        <comment>gen</comment>
        <translation>Force impie</translation>
    </message>
    <message>
        <source>Unholy Strength</source>
        <comment>dat</comment>
        <translation>Force impie</translation>
    </message>
    <message>
        <source>Ur-Golem&apos;s Eye</source>
        <comment>acc</comment>
        <translation>Œil de l&apos;Ur-Golem</translation>
    </message>
    <message>
        <source>Ur-Golem&apos;s Eye</source>
        <comment>gen</comment>
        <translation>Œil de l&apos;Ur-Golem</translation>
    </message>
    <message>
        <source>Ur-Golem&apos;s Eye</source>
        <comment>dat</comment>
        <translation>Œil de l&apos;Ur-Golem</translation>
    </message>
    <message>
        <source>Urza&apos;s Mine</source>
        <comment>acc</comment>
        <translation>Mine d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Mine</source>
        <comment>gen</comment>
        <translation>Mine d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Mine</source>
        <comment>dat</comment>
        <translation>Mine d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Power Plant</source>
        <comment>acc</comment>
        <translation>Centrale énergétique d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Power Plant</source>
        <comment>gen</comment>
        <translation>Centrale énergétique d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Power Plant</source>
        <comment>dat</comment>
        <translation>Centrale énergétique d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Tower</source>
        <comment>acc</comment>
        <translation>Tour d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Tower</source>
        <comment>gen</comment>
        <translation>Tour d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Tower</source>
        <comment>dat</comment>
        <translation>Tour d&apos;Urza</translation>
    </message>
    <message>
        <source>Utopia Tree</source>
        <comment>acc</comment>
        <translation>Arbre de l&apos;Utopie</translation>
    </message>
    <message>
        <source>Utopia Tree</source>
        <comment>gen</comment>
        <translation>Arbre de l&apos;Utopie</translation>
    </message>
    <message>
        <source>Utopia Tree</source>
        <comment>dat</comment>
        <translation>Arbre de l&apos;Utopie</translation>
    </message>
    <message>
        <source>Venerable Monk</source>
        <translation>Moine vénérable</translation>
    </message>
    <message>
        <source>Venerable Monk</source>
        <comment>acc</comment>
        <translation>Moine vénérable</translation>
    </message>
    <message>
        <source>Venerable Monk</source>
        <comment>gen</comment>
        <translation>Moine vénérable</translation>
    </message>
    <message>
        <source>Venerable Monk</source>
        <comment>dat</comment>
        <translation>Moine vénérable</translation>
    </message>
    <message>
        <source>Vengeance</source>
        <translation>Vengeance</translation>
    </message>
    <message>
        <source>Vengeance</source>
        <comment>acc</comment>
        <translation>Vengeance</translation>
    </message>
    <message>
        <source>Vengeance</source>
        <comment>gen</comment>
        <translation>Vengeance</translation>
    </message>
    <message>
        <source>Vengeance</source>
        <comment>dat</comment>
        <translation>Vengeance</translation>
    </message>
    <message>
        <source>Verdant Force</source>
        <comment>acc</comment>
        <translation>Force verdoyante</translation>
    </message>
    <message>
        <source>Verdant Force</source>
        <comment>gen</comment>
        <translation>Force verdoyante</translation>
    </message>
    <message>
        <source>Verdant Force</source>
        <comment>dat</comment>
        <translation>Force verdoyante</translation>
    </message>
    <message>
        <source>Verduran Enchantress</source>
        <comment>acc</comment>
        <translation>Enchanteresse verduralde</translation>
    </message>
    <message>
        <source>Verduran Enchantress</source>
        <comment>gen</comment>
        <translation>Enchanteresse verduralde</translation>
    </message>
    <message>
        <source>Verduran Enchantress</source>
        <comment>dat</comment>
        <translation>Enchanteresse verduralde</translation>
    </message>
    <message>
        <source>Veteran Cavalier</source>
        <translation>Cavalier vétéran</translation>
    </message>
    <message>
        <source>Veteran Cavalier</source>
        <comment>acc</comment>
        <translation>Cavalier vétéran</translation>
    </message>
    <message>
        <source>Veteran Cavalier</source>
        <comment>gen</comment>
        <translation>Cavalier vétéran</translation>
    </message>
    <message>
        <source>Veteran Cavalier</source>
        <comment>dat</comment>
        <translation>Cavalier vétéran</translation>
    </message>
    <message>
        <source>Viashino Sandstalker</source>
        <comment>acc</comment>
        <translation>Pisteur des sables viashino</translation>
    </message>
    <message>
        <source>Viashino Sandstalker</source>
        <comment>gen</comment>
        <translation>Pisteur des sables viashino</translation>
    </message>
    <message>
        <source>Viashino Sandstalker</source>
        <comment>dat</comment>
        <translation>Pisteur des sables viashino</translation>
    </message>
    <message>
        <source>Viridian Shaman</source>
        <comment>acc</comment>
        <translation>Shamane viridiane</translation>
    </message>
    <message>
        <source>Viridian Shaman</source>
        <comment>gen</comment>
        <translation>Shamane viridiane</translation>
    </message>
    <message>
        <source>Viridian Shaman</source>
        <comment>dat</comment>
        <translation>Shamane viridiane</translation>
    </message>
    <message>
        <source>Vizzerdrix</source>
        <translation>Vizzerdrix</translation>
    </message>
    <message>
        <source>Vizzerdrix</source>
        <comment>acc</comment>
        <translation>Vizzerdrix</translation>
    </message>
    <message>
        <source>Vizzerdrix</source>
        <comment>gen</comment>
        <translation>Vizzerdrix</translation>
    </message>
    <message>
        <source>Vizzerdrix</source>
        <comment>dat</comment>
        <translation>Vizzerdrix</translation>
    </message>
    <message>
        <source>Volcanic Hammer</source>
        <translation>Marteau volcanique</translation>
    </message>
    <message>
        <source>Volcanic Hammer</source>
        <comment>acc</comment>
        <translation>Marteau volcanique</translation>
    </message>
    <message>
        <source>Volcanic Hammer</source>
        <comment>gen</comment>
        <translation>Marteau volcanique</translation>
    </message>
    <message>
        <source>Volcanic Hammer</source>
        <comment>dat</comment>
        <translation>Marteau volcanique</translation>
    </message>
    <message>
        <source>Vulshok Morningstar</source>
        <translation>Morgenstern vulshok</translation>
    </message>
    <message>
        <source>Vulshok Morningstar</source>
        <comment>acc</comment>
        <translation>Morgenstern vulshok</translation>
    </message>
    <message>
        <source>Vulshok Morningstar</source>
        <comment>gen</comment>
        <translation>Morgenstern vulshok</translation>
    </message>
    <message>
        <source>Vulshok Morningstar</source>
        <comment>dat</comment>
        <translation>Morgenstern vulshok</translation>
    </message>
    <message>
        <source>Wanderguard Sentry</source>
        <translation>Sentinelle garderrance</translation>
    </message>
    <message>
        <source>Wanderguard Sentry</source>
        <comment>acc</comment>
        <translation>Sentinelle garderrance</translation>
    </message>
    <message>
        <source>Wanderguard Sentry</source>
        <comment>gen</comment>
        <translation>Sentinelle garderrance</translation>
    </message>
    <message>
        <source>Wanderguard Sentry</source>
        <comment>dat</comment>
        <translation>Sentinelle garderrance</translation>
    </message>
    <message>
        <source>Warrior&apos;s Honor</source>
        <translation>Honneur du guerrier</translation>
    </message>
    <message>
        <source>Warrior&apos;s Honor</source>
        <comment>acc</comment>
        <translation>Honneur du guerrier</translation>
    </message>
    <message>
        <source>Warrior&apos;s Honor</source>
        <comment>gen</comment>
        <translation>Honneur du guerrier</translation>
    </message>
    <message>
        <source>Warrior&apos;s Honor</source>
        <comment>dat</comment>
        <translation>Honneur du guerrier</translation>
    </message>
    <message>
        <source>Weathered Wayfarer</source>
        <comment>acc</comment>
        <translation>Voyageur hâlé</translation>
    </message>
    <message>
        <source>Weathered Wayfarer</source>
        <comment>gen</comment>
        <translation>Voyageur hâlé</translation>
    </message>
    <message>
        <source>Weathered Wayfarer</source>
        <comment>dat</comment>
        <translation>Voyageur hâlé</translation>
    </message>
    <message>
        <source>Web</source>
        <comment>acc</comment>
        <translation>Tisseur de toile</translation>
    </message>
    <message>
        <source>Web</source>
        <comment>gen</comment>
        <translation>Tisseur de toile</translation>
    </message>
    <message>
        <source>Web</source>
        <comment>dat</comment>
        <translation>Tisseur de toile</translation>
    </message>
    <message>
        <source>Weird Harvest</source>
        <comment>acc</comment>
        <translation>Étrange moisson</translation>
    </message>
    <message>
        <source>Weird Harvest</source>
        <comment>gen</comment>
        <translation>Étrange moisson</translation>
    </message>
    <message>
        <source>Weird Harvest</source>
        <comment>dat</comment>
        <translation>Étrange moisson</translation>
    </message>
    <message>
        <source>Whip Sergeant</source>
        <comment>acc</comment>
        <translation>Sergent au fouet</translation>
    </message>
    <message>
        <source>Whip Sergeant</source>
        <comment>gen</comment>
        <translation>Sergent au fouet</translation>
    </message>
    <message>
        <source>Whip Sergeant</source>
        <comment>dat</comment>
        <translation>Sergent au fouet</translation>
    </message>
    <message>
        <source>Wildfire</source>
        <comment>acc</comment>
        <translation>Feu dévastateur</translation>
    </message>
    <message>
        <source>Wildfire</source>
        <comment>gen</comment>
        <translation>Feu dévastateur</translation>
    </message>
    <message>
        <source>Wildfire</source>
        <comment>dat</comment>
        <translation>Feu dévastateur</translation>
    </message>
    <message>
        <source>Will-o&apos;-the-Wisp</source>
        <translation>Feu follet</translation>
    </message>
    <message>
        <source>Will-o&apos;-the-Wisp</source>
        <comment>acc</comment>
        <translation>Feu follet</translation>
    </message>
    <message>
        <source>Will-o&apos;-the-Wisp</source>
        <comment>gen</comment>
        <translation>Feu follet</translation>
    </message>
    <message>
        <source>Will-o&apos;-the-Wisp</source>
        <comment>dat</comment>
        <translation>Feu follet</translation>
    </message>
    <message>
        <source>Wind Drake</source>
        <translation>Drakôn des vents</translation>
    </message>
    <message>
        <source>Wind Drake</source>
        <comment>acc</comment>
        <translation>Drakôn des vents</translation>
    </message>
    <message>
        <source>Wind Drake</source>
        <comment>gen</comment>
        <translation>Drakôn des vents</translation>
    </message>
    <message>
        <source>Wind Drake</source>
        <comment>dat</comment>
        <translation>Drakôn des vents</translation>
    </message>
    <message>
        <source>Withering Gaze</source>
        <comment>acc</comment>
        <translation>Regard flétrisseur</translation>
    </message>
    <message>
        <source>Withering Gaze</source>
        <comment>gen</comment>
        <translation>Regard flétrisseur</translation>
    </message>
    <message>
        <source>Withering Gaze</source>
        <comment>dat</comment>
        <translation>Regard flétrisseur</translation>
    </message>
    <message>
        <source>Wood Elves</source>
        <translation>Elfe des bois</translation>
    </message>
    <message>
        <source>Wood Elves</source>
        <comment>acc</comment>
        <translation>Elfe des bois</translation>
    </message>
    <message>
        <source>Wood Elves</source>
        <comment>gen</comment>
        <translation>Elfe des bois</translation>
    </message>
    <message>
        <source>Wood Elves</source>
        <comment>dat</comment>
        <translation>Elfe des bois</translation>
    </message>
    <message>
        <source>Worship</source>
        <translation>Adoration</translation>
    </message>
    <message>
        <source>Worship</source>
        <comment>acc</comment>
        <translation>Adoration</translation>
    </message>
    <message>
        <source>Worship</source>
        <comment>gen</comment>
        <translation>Adoration</translation>
    </message>
    <message>
        <source>Worship</source>
        <comment>dat</comment>
        <translation>Adoration</translation>
    </message>
    <message>
        <source>Wrath of God</source>
        <comment>acc</comment>
        <translation>Colère de Dieu</translation>
    </message>
    <message>
        <source>Wrath of God</source>
        <comment>gen</comment>
        <translation>Colère de Dieu</translation>
    </message>
    <message>
        <source>Wrath of God</source>
        <comment>dat</comment>
        <translation>Colère de Dieu</translation>
    </message>
    <message>
        <source>Wurm&apos;s Tooth</source>
        <comment>acc</comment>
        <translation>Dent de la guivre</translation>
    </message>
    <message>
        <source>Wurm&apos;s Tooth</source>
        <comment>gen</comment>
        <translation>Dent de la guivre</translation>
    </message>
    <message>
        <source>Wurm&apos;s Tooth</source>
        <comment>dat</comment>
        <translation>Dent de la guivre</translation>
    </message>
    <message>
        <source>Yavimaya Coast</source>
        <translation>Côte de la Yavimaya</translation>
    </message>
    <message>
        <source>Yavimaya Coast</source>
        <comment>acc</comment>
        <translation>Côte de la Yavimaya</translation>
    </message>
    <message>
        <source>Yavimaya Coast</source>
        <comment>gen</comment>
        <translation>Côte de la Yavimaya</translation>
    </message>
    <message>
        <source>Yavimaya Coast</source>
        <comment>dat</comment>
        <translation>Côte de la Yavimaya</translation>
    </message>
    <message>
        <source>Yavimaya Enchantress</source>
        <comment>acc</comment>
        <translation>Enchanteresse de la Yavimaya</translation>
    </message>
    <message>
        <source>Yavimaya Enchantress</source>
        <comment>gen</comment>
        <translation>Enchanteresse de la Yavimaya</translation>
    </message>
    <message>
        <source>Yavimaya Enchantress</source>
        <comment>dat</comment>
        <translation>Enchanteresse de la Yavimaya</translation>
    </message>
    <message>
        <source>Yawgmoth Demon</source>
        <comment>acc</comment>
        <translation>Démon de Yaugzebul</translation>
    </message>
    <message>
        <source>Yawgmoth Demon</source>
        <comment>gen</comment>
        <translation>Démon de Yaugzebul</translation>
    </message>
    <message>
        <source>Yawgmoth Demon</source>
        <comment>dat</comment>
        <translation>Démon de Yaugzebul</translation>
    </message>
    <message>
        <source>Zealous Inquisitor</source>
        <comment>acc</comment>
        <translation>Inquisiteur zélé</translation>
    </message>
    <message>
        <source>Zealous Inquisitor</source>
        <comment>gen</comment>
        <translation>Inquisiteur zélé</translation>
    </message>
    <message>
        <source>Zealous Inquisitor</source>
        <comment>dat</comment>
        <translation>Inquisiteur zélé</translation>
    </message>
    <message>
        <source>Zodiac Monkey</source>
        <translation>Singe du zodiaque</translation>
    </message>
    <message>
        <source>Zodiac Monkey</source>
        <comment>acc</comment>
        <translation>Singe du zodiaque</translation>
    </message>
    <message>
        <source>Zodiac Monkey</source>
        <comment>gen</comment>
        <translation>Singe du zodiaque</translation>
    </message>
    <message>
        <source>Zodiac Monkey</source>
        <comment>dat</comment>
        <translation>Singe du zodiaque</translation>
    </message>
    <message>
        <source>Zombify</source>
        <comment>acc</comment>
        <translation>Zombification</translation>
    </message>
    <message>
        <source>Zombify</source>
        <comment>gen</comment>
        <translation>Zombification</translation>
    </message>
    <message>
        <source>Zombify</source>
        <comment>dat</comment>
        <translation>Zombification</translation>
    </message>
    <message>
        <source>Zur&apos;s Weirding</source>
        <translation>Déterminisme selon Zur</translation>
    </message>
    <message>
        <source>Zur&apos;s Weirding</source>
        <comment>acc</comment>
        <translation>Déterminisme selon Zur</translation>
    </message>
    <message>
        <source>Zur&apos;s Weirding</source>
        <comment>gen</comment>
        <translation>Déterminisme selon Zur</translation>
    </message>
    <message>
        <source>Zur&apos;s Weirding</source>
        <comment>dat</comment>
        <translation>Déterminisme selon Zur</translation>
    </message>
    <message>
        <source>Anarchist</source>
        <translation>Anarchiste</translation>
    </message>
    <message>
        <source>Angel of Mercy</source>
        <translation>Ange de miséricorde</translation>
    </message>
    <message>
        <source>Angel&apos;s Feather</source>
        <translation>Plume d&apos;ange</translation>
    </message>
    <message>
        <source>Annex</source>
        <translation>Annexion</translation>
    </message>
    <message>
        <source>Baleful Stare</source>
        <translation>Regard sinistre</translation>
    </message>
    <message>
        <source>Ballista Squad</source>
        <translation>Escouade de balistes</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <translation>Chantage</translation>
    </message>
    <message>
        <source>Blanchwood Armor</source>
        <translation>Armure de boisblanc</translation>
    </message>
    <message>
        <source>Blaze</source>
        <translation>Brasier</translation>
    </message>
    <message>
        <source>Blessed Orator</source>
        <translation>Orateur béni</translation>
    </message>
    <message>
        <source>Boiling Seas</source>
        <translation>Mers bouillonnantes</translation>
    </message>
    <message>
        <source>Bottle Gnomes</source>
        <translation>Glob-gnomes</translation>
    </message>
    <message>
        <source>Chastise</source>
        <translation>Punition</translation>
    </message>
    <message>
        <source>Circle of Protection: Black</source>
        <translation>Cercle de protection : noir</translation>
    </message>
    <message>
        <source>Consume Spirit</source>
        <translation>Absorption de l&apos;esprit</translation>
    </message>
    <message>
        <source>Creeping Mold</source>
        <translation>Moisissure rampante</translation>
    </message>
    <message>
        <source>Cruel Edict</source>
        <translation>Édit cruel</translation>
    </message>
    <message>
        <source>Deathgazer</source>
        <translation>Œil-de-mort</translation>
    </message>
    <message>
        <source>Demolish</source>
        <translation>Démolition</translation>
    </message>
    <message>
        <source>Demon&apos;s Horn</source>
        <translation>Corne de démon</translation>
    </message>
    <message>
        <source>Diabolic Tutor</source>
        <translation>Précepteur démoniaque</translation>
    </message>
    <message>
        <source>Dragon&apos;s Claw</source>
        <translation>Griffe du dragon</translation>
    </message>
    <message>
        <source>Enrage</source>
        <translation>Enrager</translation>
    </message>
    <message>
        <source>Execute</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <translation>Exténuation</translation>
    </message>
    <message>
        <source>Fellwar Stone</source>
        <translation>Pierre de Guermont</translation>
    </message>
    <message>
        <source>Flame Wave</source>
        <translation>Vague de flammes</translation>
    </message>
    <message>
        <source>Flashfires</source>
        <translation>Feu de brousse</translation>
    </message>
    <message>
        <source>Flowstone Crusher</source>
        <translation>Écrabouilleur de fluipierre</translation>
    </message>
    <message>
        <source>Gift of Estates</source>
        <translation>Don de domaines</translation>
    </message>
    <message>
        <source>Goblin Balloon Brigade</source>
        <translation>Aérostiers gobelins</translation>
    </message>
    <message>
        <source>Groundskeeper</source>
        <translation>Gardien des terres</translation>
    </message>
    <message>
        <source>Guerrilla Tactics</source>
        <translation>Tactiques de guérilla</translation>
    </message>
    <message>
        <source>Horror of Horrors</source>
        <translation>Horreur des horreurs</translation>
    </message>
    <message>
        <source>Hunted Wumpus</source>
        <translation>Wumpus au rabais</translation>
    </message>
    <message>
        <source>Icy Manipulator</source>
        <translation>Manipulateur glacial</translation>
    </message>
    <message>
        <source>Inspirit</source>
        <translation>Exhortation</translation>
    </message>
    <message>
        <source>Kraken&apos;s Eye</source>
        <translation>Œil du kraken</translation>
    </message>
    <message>
        <source>Ley Druid</source>
        <translation>Druide des leys</translation>
    </message>
    <message>
        <source>Llanowar Behemoth</source>
        <translation>Béhémoth de Llanowar</translation>
    </message>
    <message>
        <source>Needle Storm</source>
        <translation>Tempête d&apos;aiguilles</translation>
    </message>
    <message>
        <source>Nekrataal</source>
        <translation>Nékrataal</translation>
    </message>
    <message>
        <source>Orcish Artillery</source>
        <translation>Artillerie orque</translation>
    </message>
    <message>
        <source>Peace of Mind</source>
        <translation>Paix de l&apos;esprit</translation>
    </message>
    <message>
        <source>Phyrexian Gargantua</source>
        <translation>Gargantua phyrexian</translation>
    </message>
    <message>
        <source>Puppeteer</source>
        <translation>Sculpteur de marionnettes</translation>
    </message>
    <message>
        <source>Pyroclasm</source>
        <translation>Pyroclasme</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <translation>Sables mouvants</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <translation>Régénération</translation>
    </message>
    <message>
        <source>Reminisce</source>
        <translation>Réminiscence</translation>
    </message>
    <message>
        <source>Rewind</source>
        <translation>Rembobinage</translation>
    </message>
    <message>
        <source>Rod of Ruin</source>
        <translation>Baguette de ruine</translation>
    </message>
    <message>
        <source>Sanctum Guardian</source>
        <translation>Vigile du sanctuaire</translation>
    </message>
    <message>
        <source>Seasoned Marshal</source>
        <translation>Maréchale aguerrie</translation>
    </message>
    <message>
        <source>Slay</source>
        <translation>Assassinat</translation>
    </message>
    <message>
        <source>Soul Feast</source>
        <translation>Festin d&apos;âmes</translation>
    </message>
    <message>
        <source>Stream of Life</source>
        <translation>Source de vie</translation>
    </message>
    <message>
        <source>Sudden Impact</source>
        <translation>Choc soudain</translation>
    </message>
    <message>
        <source>Tanglebloom</source>
        <translation>Floraison de la Filandre</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <translation>Télépathie</translation>
    </message>
    <message>
        <source>Tempest of Light</source>
        <translation>Tourmente de lumière</translation>
    </message>
    <message>
        <source>Thieving Magpie</source>
        <translation>Pie voleuse</translation>
    </message>
    <message>
        <source>Thought Courier</source>
        <translation>Messager des pensées</translation>
    </message>
    <message>
        <source>Tidings</source>
        <translation>Nouvelles</translation>
    </message>
    <message>
        <source>Treasure Trove</source>
        <translation>Caverne au trésor</translation>
    </message>
    <message>
        <source>Ur-Golem&apos;s Eye</source>
        <translation>Œil de l&apos;Ur-Golem</translation>
    </message>
    <message>
        <source>Urza&apos;s Mine</source>
        <translation>Mine d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Power Plant</source>
        <translation>Centrale énergétique d&apos;Urza</translation>
    </message>
    <message>
        <source>Urza&apos;s Tower</source>
        <translation>Tour d&apos;Urza</translation>
    </message>
    <message>
        <source>Viashino Sandstalker</source>
        <translation>Pisteur des sables viashino</translation>
    </message>
    <message>
        <source>Viridian Shaman</source>
        <translation>Shamane viridiane</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Tisseur de toile</translation>
    </message>
    <message>
        <source>Whip Sergeant</source>
        <translation>Sergent au fouet</translation>
    </message>
    <message>
        <source>Withering Gaze</source>
        <translation>Regard flétrisseur</translation>
    </message>
    <message>
        <source>Wurm&apos;s Tooth</source>
        <translation>Dent de la guivre</translation>
    </message>
    <message>
        <source>Yavimaya Enchantress</source>
        <translation>Enchanteresse de la Yavimaya</translation>
    </message>
    <message>
        <source>Zealous Inquisitor</source>
        <translation>Inquisiteur zélé</translation>
    </message>
    <message>
        <source>Zombify</source>
        <translation>Zombification</translation>
    </message>
    <message>
        <source>Death Pits of Rath</source>
        <translation>Mort-fosses de Rajh</translation>
    </message>
    <message>
        <source>Disrupting Scepter</source>
        <translation>Sceptre de dislocation</translation>
    </message>
    <message>
        <source>Final Punishment</source>
        <translation>Punition finale</translation>
    </message>
    <message>
        <source>Grave Pact</source>
        <translation>Pacte de la tombe</translation>
    </message>
    <message>
        <source>Hell&apos;s Caretaker</source>
        <translation>Concierge de l&apos;enfer</translation>
    </message>
    <message>
        <source>Hypnotic Specter</source>
        <translation>Spectre hypnotiseur</translation>
    </message>
    <message>
        <source>Lord of the Undead</source>
        <translation>Seigneur des mort-vivants</translation>
    </message>
    <message>
        <source>Millstone</source>
        <translation>Meule</translation>
    </message>
    <message>
        <source>Mindslicer</source>
        <translation>Cérébrotrancheur</translation>
    </message>
    <message>
        <source>Mortivore</source>
        <translation>Nécrovore</translation>
    </message>
    <message>
        <source>Persecute</source>
        <translation>Persécution</translation>
    </message>
    <message>
        <source>Plague Wind</source>
        <translation>Vent de peste</translation>
    </message>
    <message>
        <source>Royal Assassin</source>
        <translation>Assassin royal</translation>
    </message>
    <message>
        <source>Sengir Vampire</source>
        <translation>Vampire sengien</translation>
    </message>
    <message>
        <source>Underworld Dreams</source>
        <translation>Rêves du monde souterrain</translation>
    </message>
    <message>
        <source>Yawgmoth Demon</source>
        <translation>Démon de Yaugzebul</translation>
    </message>
    <message>
        <source>Blood Moon</source>
        <translation>Lune de sang</translation>
    </message>
    <message>
        <source>Bloodfire Colossus</source>
        <translation>Colosse hématopyre</translation>
    </message>
    <message>
        <source>Flowstone Slide</source>
        <translation>Coulée de fluipierre</translation>
    </message>
    <message>
        <source>Form of the Dragon</source>
        <translation>Forme du dragon</translation>
    </message>
    <message>
        <source>Karplusan Yeti</source>
        <translation>Yeti karpluséan</translation>
    </message>
    <message>
        <source>Magnivore</source>
        <translation>Magnivore</translation>
    </message>
    <message>
        <source>Mana Clash</source>
        <translation>Choc de mana</translation>
    </message>
    <message>
        <source>Mogg Sentry</source>
        <translation>Sentinelle mogg</translation>
    </message>
    <message>
        <source>Rathi Dragon</source>
        <translation>Dragon rajhi</translation>
    </message>
    <message>
        <source>Rukh Egg</source>
        <translation>Œuf de rukh</translation>
    </message>
    <message>
        <source>Shard Phoenix</source>
        <translation>Phénix d&apos;échardes</translation>
    </message>
    <message>
        <source>Shivan Dragon</source>
        <translation>Dragon shivân</translation>
    </message>
    <message>
        <source>Slate of Ancestry</source>
        <translation>Ardoise de l&apos;Ascendance</translation>
    </message>
    <message>
        <source>Thundermare</source>
        <translation>Cheval de foudre</translation>
    </message>
    <message>
        <source>Wildfire</source>
        <translation>Feu dévastateur</translation>
    </message>
    <message>
        <source>Biorhythm</source>
        <translation>Biorythme</translation>
    </message>
    <message>
        <source>Early Harvest</source>
        <translation>Récolte précoce</translation>
    </message>
    <message>
        <source>Elvish Piper</source>
        <translation>Joueuse de flûte elfe</translation>
    </message>
    <message>
        <source>Force of Nature</source>
        <translation>Force de la Nature</translation>
    </message>
    <message>
        <source>Greater Good</source>
        <translation>Pour le plus grand bien</translation>
    </message>
    <message>
        <source>Maro</source>
        <translation>Maro</translation>
    </message>
    <message>
        <source>Might of Oaks</source>
        <translation>Puissance des chênaies</translation>
    </message>
    <message>
        <source>Natural Affinity</source>
        <translation>Affinité naturelle</translation>
    </message>
    <message>
        <source>Seedborn Muse</source>
        <translation>Muse née des graines</translation>
    </message>
    <message>
        <source>Silklash Spider</source>
        <translation>Araignée fouettesoie</translation>
    </message>
    <message>
        <source>Storage Matrix</source>
        <translation>Matrice de stockage</translation>
    </message>
    <message>
        <source>Thran Golem</source>
        <translation>Golem thran</translation>
    </message>
    <message>
        <source>Utopia Tree</source>
        <translation>Arbre de l&apos;Utopie</translation>
    </message>
    <message>
        <source>Verdant Force</source>
        <translation>Force verdoyante</translation>
    </message>
    <message>
        <source>Verduran Enchantress</source>
        <translation>Enchanteresse verduralde</translation>
    </message>
    <message>
        <source>Weird Harvest</source>
        <translation>Étrange moisson</translation>
    </message>
    <message>
        <source>Aladdin&apos;s Ring</source>
        <translation>Anneau d&apos;Aladdin</translation>
    </message>
    <message>
        <source>Beast of Burden</source>
        <translation>Bête de somme</translation>
    </message>
    <message>
        <source>Blinking Spirit</source>
        <translation>Esprit fugace</translation>
    </message>
    <message>
        <source>Coat of Arms</source>
        <translation>Blason</translation>
    </message>
    <message>
        <source>Defense Grid</source>
        <translation>Grille de défense</translation>
    </message>
    <message>
        <source>Jade Statue</source>
        <translation>Statue de jade</translation>
    </message>
    <message>
        <source>Loxodon Warhammer</source>
        <translation>Marteau de guerre loxodon</translation>
    </message>
    <message>
        <source>Marble Titan</source>
        <translation>Titan de marbre</translation>
    </message>
    <message>
        <source>Master Healer</source>
        <translation>Maître guérisseur</translation>
    </message>
    <message>
        <source>Oracle&apos;s Attendants</source>
        <translation>Suivants de l&apos;Oracle</translation>
    </message>
    <message>
        <source>Reverse Damage</source>
        <translation>Inversion des dégâts</translation>
    </message>
    <message>
        <source>Righteousness</source>
        <translation>Droiture</translation>
    </message>
    <message>
        <source>Sacred Ground</source>
        <translation>Sol consacré</translation>
    </message>
    <message>
        <source>Story Circle</source>
        <translation>Théâtre en cercle</translation>
    </message>
    <message>
        <source>Weathered Wayfarer</source>
        <translation>Voyageur hâlé</translation>
    </message>
    <message>
        <source>Wrath of God</source>
        <translation>Colère de Dieu</translation>
    </message>
</context>
<context>
    <name>decks</name>
    <message>
        <source>Skyward Knights</source>
        <translation>Chevaliers célestes</translation>
    </message>
    <message>
        <source>Skyward Knights</source>
        <comment>gen</comment>
        <translation>Chevaliers célestes</translation>
    </message>
    <message>
        <source>White weenie: small soldiers, flyers and Pacifism.</source>
        <translation>Blanc agressif : petits soldats, volants et Pacifisme.</translation>
    </message>
    <message>
        <source>Tidal Wisdom</source>
        <translation>Sagesse des marées</translation>
    </message>
    <message>
        <source>Tidal Wisdom</source>
        <comment>gen</comment>
        <translation>Sagesse des marées</translation>
    </message>
    <message>
        <source>Blue flyers, card draw and counterspells.</source>
        <translation>Volants bleus, pioche et contresorts.</translation>
    </message>
    <message>
        <source>Grave Robbers</source>
        <translation>Pilleurs de tombes</translation>
    </message>
    <message>
        <source>Grave Robbers</source>
        <comment>gen</comment>
        <translation>Pilleurs de tombes</translation>
    </message>
    <message>
        <source>Black removal, discard and creatures that come back.</source>
        <translation>Éliminations noires, défausse et créatures qui reviennent.</translation>
    </message>
    <message>
        <source>Goblin Raid</source>
        <translation>Raid gobelin</translation>
    </message>
    <message>
        <source>Goblin Raid</source>
        <comment>gen</comment>
        <translation>Raid gobelin</translation>
    </message>
    <message>
        <source>Fast red attackers with haste, and burn to finish.</source>
        <translation>Attaquants rouges rapides avec la célérité, et des brûlures pour finir.</translation>
    </message>
    <message>
        <source>Green Stompers</source>
        <translation>Piétineurs verts</translation>
    </message>
    <message>
        <source>Green Stompers</source>
        <comment>gen</comment>
        <translation>Piétineurs verts</translation>
    </message>
    <message>
        <source>Big green creatures, trample and pump.</source>
        <translation>Grosses créatures vertes, piétinement et renforts.</translation>
    </message>
    <message>
        <source>Azure Skies</source>
        <translation>Cieux d&apos;azur</translation>
    </message>
    <message>
        <source>Azure Skies</source>
        <comment>gen</comment>
        <translation>Cieux d&apos;azur</translation>
    </message>
    <message>
        <source>White and blue flyers that rule the air.</source>
        <translation>Volants blancs et bleus, maîtres des airs.</translation>
    </message>
    <message>
        <source>Shadow Tricks</source>
        <translation>Ruses de l&apos;ombre</translation>
    </message>
    <message>
        <source>Shadow Tricks</source>
        <comment>gen</comment>
        <translation>Ruses de l&apos;ombre</translation>
    </message>
    <message>
        <source>Blue and black: evasive creatures, removal and card advantage.</source>
        <translation>Bleu et noir : créatures évasives, éliminations et avantage de cartes.</translation>
    </message>
    <message>
        <source>Havoc</source>
        <translation>Ravages</translation>
    </message>
    <message>
        <source>Havoc</source>
        <comment>gen</comment>
        <translation>Ravages</translation>
    </message>
    <message>
        <source>Black and red: burn, fear and relentless attackers.</source>
        <translation>Noir et rouge : brûlures, peur et attaquants implacables.</translation>
    </message>
    <message>
        <source>Wild Fury</source>
        <translation>Furie sauvage</translation>
    </message>
    <message>
        <source>Wild Fury</source>
        <comment>gen</comment>
        <translation>Furie sauvage</translation>
    </message>
    <message>
        <source>Red and green: big bodies, burn and trample.</source>
        <translation>Rouge et vert : gros gabarits, brûlures et piétinement.</translation>
    </message>
    <message>
        <source>Nature&apos;s Legion</source>
        <translation>Légion de la nature</translation>
    </message>
    <message>
        <source>Nature&apos;s Legion</source>
        <comment>gen</comment>
        <translation>Légion de la nature</translation>
    </message>
    <message>
        <source>Green and white: an army of creatures that grows together.</source>
        <translation>Vert et blanc : une armée de créatures qui grandit ensemble.</translation>
    </message>
    <message>
        <source>Army of Justice</source>
        <translation>Armée de la justice</translation>
    </message>
    <message>
        <source>Army of Justice</source>
        <comment>gen</comment>
        <translation>Armée de la justice</translation>
    </message>
    <message>
        <source>Ninth Edition theme deck (white, 40 cards): cheap soldiers, combat tricks, and Angels to finish.</source>
        <translation>Deck à thème de la Neuvième Édition (blanc, 40 cartes) : des soldats bon marché, des ruses de combat et des Anges pour finir.</translation>
    </message>
    <message>
        <source>Dead Again</source>
        <translation>Mort à nouveau</translation>
    </message>
    <message>
        <source>Dead Again</source>
        <comment>gen</comment>
        <translation>Mort à nouveau</translation>
    </message>
    <message>
        <source>Ninth Edition theme deck (black, 40 cards): life paid and drained, removal, and creatures back from the graveyard.</source>
        <translation>Deck à thème de la Neuvième Édition (noir, 40 cartes) : des points de vie payés et drainés, des destructions et des créatures qui reviennent du cimetière.</translation>
    </message>
    <message>
        <source>World Aflame</source>
        <translation>Monde en flammes</translation>
    </message>
    <message>
        <source>World Aflame</source>
        <comment>gen</comment>
        <translation>Monde en flammes</translation>
    </message>
    <message>
        <source>Ninth Edition theme deck (red, 40 cards): lands destroyed, creatures burned, and big bodies on the ground.</source>
        <translation>Deck à thème de la Neuvième Édition (rouge, 40 cartes) : des terrains détruits, des créatures brûlées et de gros corps au sol.</translation>
    </message>
    <message>
        <source>Custom Creatures</source>
        <translation>Créatures sur mesure</translation>
    </message>
    <message>
        <source>Custom Creatures</source>
        <comment>gen</comment>
        <translation>Créatures sur mesure</translation>
    </message>
    <message>
        <source>Ninth Edition theme deck (green, 40 cards): Elves and Wurms made bigger by enchantments.</source>
        <translation>Deck à thème de la Neuvième Édition (vert, 40 cartes) : des Elfes et des Guivres grandis par des enchantements.</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Lands and mana</source>
        <translation>Les terrains et le mana</translation>
    </message>
    <message>
        <source>Play a Forest and cast Llanowar Elves with its mana</source>
        <translation>Jouer une Forêt et lancer les Elfes de Llanowar avec son mana</translation>
    </message>
    <message>
        <source>Welcome! You sit at the bottom of the table, the computer at the top. Each of you starts with 20 life: bring the computer&apos;s life to 0 and you win.</source>
        <translation>Bienvenue ! Vous êtes assis en bas de la table, l&apos;ordinateur en haut. Chacun commence avec 20 points de vie : faites tomber ceux de l&apos;ordinateur à 0 et vous gagnez.</translation>
    </message>
    <message>
        <source>This is your hand: only you can see these cards. Lands pay for everything else: each land makes mana.</source>
        <translation>Voici votre main : vous seul voyez ces cartes. Les terrains paient tout le reste : chaque terrain produit du mana.</translation>
    </message>
    <message>
        <source>Play the Forest: click it, or drag it from your hand onto your side of the table. You may play only one land in each of your turns, and the Elves need green mana: the Forest&apos;s.</source>
        <translation>Jouez la Forêt : cliquez dessus, ou faites-la glisser de votre main vers votre côté de la table. Vous ne pouvez jouer qu&apos;un terrain à chacun de vos tours, et les Elfes ont besoin de mana vert : celui de la Forêt.</translation>
    </message>
    <message>
        <source>Not that one: the Elves need green mana, which only the Forest makes. Play the Forest.</source>
        <translation>Pas celui-là : les Elfes ont besoin de mana vert, et seule la Forêt en produit. Jouez la Forêt.</translation>
    </message>
    <message>
        <source>Tap the Forest for mana: click it. It turns sideways and adds one green mana to your mana pool.</source>
        <translation>Engagez la Forêt pour du mana : cliquez dessus. Elle pivote sur le côté et ajoute un mana vert à votre réserve.</translation>
    </message>
    <message>
        <source>Click the Forest on the table to tap it for green mana.</source>
        <translation>Cliquez sur la Forêt posée sur la table pour l&apos;engager et obtenir du mana vert.</translation>
    </message>
    <message>
        <source>Now cast Llanowar Elves: its cost, at the top right of the card, is one green mana, the mana in your pool. Click the Elves.</source>
        <translation>Lancez maintenant les Elfes de Llanowar : leur coût, en haut à droite de la carte, est d&apos;un mana vert, celui de votre réserve. Cliquez sur les Elfes.</translation>
    </message>
    <message>
        <source>Cast Llanowar Elves from your hand with the green mana in your pool.</source>
        <translation>Lancez les Elfes de Llanowar depuis votre main avec le mana vert de votre réserve.</translation>
    </message>
    <message>
        <source>A spell waits on the stack first, where the other player may answer it. When both players pass, it resolves: the Elves enter the battlefield.</source>
        <translation>Un sort attend d&apos;abord sur la pile, où l&apos;autre joueur peut y répondre. Quand les deux joueurs passent, il se résout : les Elfes arrivent sur le champ de bataille.</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Les créatures</translation>
    </message>
    <message>
        <source>Cast Trained Armodon, then attack with the creature that is ready</source>
        <translation>Lancer l&apos;Armodon dressé, puis attaquer avec la créature qui est prête</translation>
    </message>
    <message>
        <source>A creature has power and toughness, at its bottom right: Grizzly Bears deals 2 damage in combat and is destroyed by 2 damage in one turn.</source>
        <translation>Une créature a une force et une endurance, en bas à droite : les Grizzlis infligent 2 blessures en combat et sont détruits par 2 blessures en un tour.</translation>
    </message>
    <message>
        <source>Cast Trained Armodon. Its cost is one mana of any kind and two green: your three Forests pay it. You may cast creatures in your main phase, when the stack is empty.</source>
        <translation>Lancez l&apos;Armodon dressé. Son coût est d&apos;un mana quelconque et de deux verts : vos trois Forêts le paient. Vous lancez les créatures pendant votre phase principale, quand la pile est vide.</translation>
    </message>
    <message>
        <source>Cast Trained Armodon, the card in your hand.</source>
        <translation>Lancez l&apos;Armodon dressé, la carte de votre main.</translation>
    </message>
    <message>
        <source>A creature can&apos;t attack in the turn it comes under your control: it has summoning sickness. The Bears have been yours since your last turn, so they can. Next: to combat.</source>
        <translation>Une créature ne peut pas attaquer le tour où elle passe sous votre contrôle : elle a le mal d&apos;invocation. Les Grizzlis sont à vous depuis votre dernier tour, ils peuvent donc attaquer. Ensuite : le combat.</translation>
    </message>
    <message>
        <source>Attack with Grizzly Bears: click them, then confirm the attack. Attacking taps a creature.</source>
        <translation>Attaquez avec les Grizzlis : cliquez dessus, puis confirmez l&apos;attaque. Attaquer engage une créature.</translation>
    </message>
    <message>
        <source>Trained Armodon came this turn and can&apos;t attack yet: attack with Grizzly Bears.</source>
        <translation>L&apos;Armodon dressé est arrivé ce tour-ci et ne peut pas encore attaquer : attaquez avec les Grizzlis.</translation>
    </message>
    <message>
        <source>The computer has no creature to block with: the Bears deal their 2 damage to it.</source>
        <translation>L&apos;ordinateur n&apos;a aucune créature pour bloquer : les Grizzlis lui infligent leurs 2 blessures.</translation>
    </message>
    <message>
        <source>Attacking and blocking</source>
        <translation>Attaquer et bloquer</translation>
    </message>
    <message>
        <source>Survive the attack: block the right creature</source>
        <translation>Survivre à l&apos;attaque : bloquer la bonne créature</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn, and it goes to combat. You have 3 life: mind the creatures that attack you.</source>
        <translation>C&apos;est le tour de l&apos;ordinateur, et il passe au combat. Vous avez 3 points de vie : attention aux créatures qui vous attaquent.</translation>
    </message>
    <message>
        <source>Hill Giant (3 power) and Raging Goblin (1 power) attack: 4 damage, more than your life. Each creature you control that is untapped may block one attacker.</source>
        <translation>Le Géant des collines (force 3) et le Gobelin enragé (force 1) attaquent : 4 blessures, plus que vos points de vie. Chaque créature dégagée que vous contrôlez peut bloquer un attaquant.</translation>
    </message>
    <message>
        <source>Blocking the Goblin leaves the Giant&apos;s 3 damage for you: block Hill Giant.</source>
        <translation>Bloquer le Gobelin vous laisse les 3 blessures du Géant : bloquez le Géant des collines.</translation>
    </message>
    <message>
        <source>Block Hill Giant with Grizzly Bears: click your Bears, then the Giant, then confirm with the button below the table. A blocked attacker deals its damage to the blocker, not to you.</source>
        <translation>Bloquez le Géant des collines avec les Grizzlis : cliquez sur vos Grizzlis, puis sur le Géant, puis confirmez avec le bouton sous la table. Un attaquant bloqué inflige ses blessures au bloqueur, pas à vous.</translation>
    </message>
    <message>
        <source>Combat damage: the Giant destroys your Bears, the Bears deal it 2, and only the Goblin&apos;s 1 damage reaches you. You survive with 2 life.</source>
        <translation>Blessures de combat : le Géant détruit vos Grizzlis, les Grizzlis lui en infligent 2, et seule la blessure du Gobelin vous atteint. Vous survivez avec 2 points de vie.</translation>
    </message>
    <message>
        <source>Instants and the stack</source>
        <translation>Les éphémères et la pile</translation>
    </message>
    <message>
        <source>Save your Grizzly Bears from Shock</source>
        <translation>Sauver vos Grizzlis du Choc</translation>
    </message>
    <message>
        <source>An instant can be cast whenever you have priority, even in the computer&apos;s turn. Giant Growth gives a creature +3/+3 until the end of the turn.</source>
        <translation>Un éphémère peut être lancé chaque fois que vous avez la priorité, même pendant le tour de l&apos;ordinateur. Croissance gigantesque donne +3/+3 à une créature jusqu&apos;à la fin du tour.</translation>
    </message>
    <message>
        <source>The computer casts Shock at your Bears: 2 damage, enough to destroy them. The spell waits on the stack, and you may answer before it resolves.</source>
        <translation>L&apos;ordinateur lance un Choc sur vos Grizzlis : 2 blessures, de quoi les détruire. Le sort attend sur la pile, et vous pouvez répondre avant qu&apos;il se résolve.</translation>
    </message>
    <message>
        <source>Answer: cast Giant Growth on your Grizzly Bears. It goes on the stack above Shock.</source>
        <translation>Répondez : lancez Croissance gigantesque sur vos Grizzlis. Elle se place sur la pile au-dessus du Choc.</translation>
    </message>
    <message>
        <source>Cast Giant Growth and choose your Grizzly Bears as its target.</source>
        <translation>Lancez Croissance gigantesque et choisissez vos Grizzlis comme cible.</translation>
    </message>
    <message>
        <source>The last spell cast resolves first: Giant Growth makes the Bears 5/5.</source>
        <translation>Le dernier sort lancé se résout le premier : Croissance gigantesque rend les Grizzlis 5/5.</translation>
    </message>
    <message>
        <source>Then Shock resolves: 2 damage to a 5/5 is not enough. Your Bears live.</source>
        <translation>Puis le Choc se résout : 2 blessures ne suffisent pas contre une 5/5. Vos Grizzlis survivent.</translation>
    </message>
    <message>
        <source>Sorceries, enchantments and artifacts</source>
        <translation>Rituels, enchantements et artefacts</translation>
    </message>
    <message>
        <source>Bring the computer&apos;s life to 0 with Lava Axe</source>
        <translation>Faire tomber les points de vie de l&apos;ordinateur à 0 avec la Hache de lave</translation>
    </message>
    <message>
        <source>Artifacts, enchantments, creatures and lands are permanents: they stay on the battlefield. Ornithopter is an artifact creature, and it costs nothing: cast it.</source>
        <translation>Artefacts, enchantements, créatures et terrains sont des permanents : ils restent sur le champ de bataille. L&apos;Ornithoptère est une créature-artefact qui ne coûte rien : lancez-le.</translation>
    </message>
    <message>
        <source>Cast Ornithopter first: it costs 0.</source>
        <translation>Lancez d&apos;abord l&apos;Ornithoptère : il coûte 0.</translation>
    </message>
    <message>
        <source>Holy Strength is an Aura, an enchantment that sits on a creature. Cast it on Ornithopter: the Plains pays its white mana.</source>
        <translation>Force sacrée est une Aura, un enchantement posé sur une créature. Lancez-la sur l&apos;Ornithoptère : la Plaine paie son mana blanc.</translation>
    </message>
    <message>
        <source>Cast Holy Strength and choose Ornithopter.</source>
        <translation>Lancez Force sacrée et choisissez l&apos;Ornithoptère.</translation>
    </message>
    <message>
        <source>A sorcery does its work once, then goes to your graveyard. Like creatures, sorceries are cast in your main phase when the stack is empty. Cast Lava Axe at the computer: 5 damage.</source>
        <translation>Un rituel agit une fois, puis va dans votre cimetière. Comme les créatures, les rituels se lancent pendant votre phase principale, quand la pile est vide. Lancez la Hache de lave sur l&apos;ordinateur : 5 blessures.</translation>
    </message>
    <message>
        <source>Cast Lava Axe and choose the computer as its target.</source>
        <translation>Lancez la Hache de lave et choisissez l&apos;ordinateur comme cible.</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Les capacités</translation>
    </message>
    <message>
        <source>Gain life with Venerable Monk, then destroy Raging Goblin with Rod of Ruin</source>
        <translation>Gagner des points de vie avec le Moine vénérable, puis détruire le Gobelin enragé avec la Baguette de ruine</translation>
    </message>
    <message>
        <source>Venerable Monk has a triggered ability: it begins with &quot;when&quot;, and it acts by itself when that happens. Cast the Monk.</source>
        <translation>Le Moine vénérable a une capacité déclenchée : elle commence par « quand », et agit d&apos;elle-même quand cela arrive. Lancez le Moine.</translation>
    </message>
    <message>
        <source>Cast Venerable Monk, the card in your hand.</source>
        <translation>Lancez le Moine vénérable, la carte de votre main.</translation>
    </message>
    <message>
        <source>The Monk entered the battlefield and its ability triggered: it goes on the stack, like a spell, and resolves when both players pass. You gain 2 life.</source>
        <translation>Le Moine est arrivé sur le champ de bataille et sa capacité s&apos;est déclenchée : elle va sur la pile, comme un sort, et se résout quand les deux joueurs passent. Vous gagnez 2 points de vie.</translation>
    </message>
    <message>
        <source>Rod of Ruin has an activated ability, written &quot;cost: effect&quot;. You choose when to use it and pay its cost: three mana and tapping the Rod. Use it on Raging Goblin.</source>
        <translation>La Baguette de ruine a une capacité activée, écrite « coût : effet ». Vous choisissez quand l&apos;utiliser et en payez le coût : trois manas et engager la Baguette. Utilisez-la sur le Gobelin enragé.</translation>
    </message>
    <message>
        <source>Click Rod of Ruin to use its ability, and choose Raging Goblin.</source>
        <translation>Cliquez sur la Baguette de ruine pour utiliser sa capacité, et choisissez le Gobelin enragé.</translation>
    </message>
    <message>
        <source>The ability resolves like a spell: 1 damage destroys the 1/1 Goblin.</source>
        <translation>La capacité se résout comme un sort : 1 blessure détruit le Gobelin 1/1.</translation>
    </message>
    <message>
        <source>Flying, trample and first strike</source>
        <translation>Vol, piétinement et initiative</translation>
    </message>
    <message>
        <source>Win this turn</source>
        <translation>Gagner ce tour-ci</translation>
    </message>
    <message>
        <source>Keywords are abilities in a word or two. Flying: Suntail Hawk can be blocked only by creatures with flying or reach.</source>
        <translation>Les mots-clés sont des capacités en un ou deux mots. Vol : le Faucon mordoré ne peut être bloqué que par des créatures avec le vol ou la portée.</translation>
    </message>
    <message>
        <source>Trample: when Force of Nature is blocked, the damage beyond what destroys its blockers goes on to the player. Next: to combat.</source>
        <translation>Piétinement : quand la Force de la Nature est bloquée, les blessures en plus de celles qui détruisent ses bloqueurs vont au joueur. Ensuite : le combat.</translation>
    </message>
    <message>
        <source>Attack with both of your creatures: click each, then confirm the attack.</source>
        <translation>Attaquez avec vos deux créatures : cliquez sur chacune, puis confirmez l&apos;attaque.</translation>
    </message>
    <message>
        <source>Attack with Suntail Hawk and Force of Nature, both of them.</source>
        <translation>Attaquez avec le Faucon mordoré et la Force de la Nature, les deux.</translation>
    </message>
    <message>
        <source>First strike: Sandstone Warrior deals its combat damage before creatures without first strike. The computer blocks Force of Nature with it: it has nothing that can block the Hawk.</source>
        <translation>Initiative : le Guerrier de grès inflige ses blessures de combat avant les créatures sans initiative. L&apos;ordinateur bloque la Force de la Nature avec lui : il n&apos;a rien qui puisse bloquer le Faucon.</translation>
    </message>
    <message>
        <source>The Warrior strikes first: 1 damage, which Force of Nature survives. Then comes the regular combat damage.</source>
        <translation>Le Guerrier frappe le premier : 1 blessure, à laquelle la Force de la Nature survit. Viennent ensuite les blessures de combat normales.</translation>
    </message>
    <message>
        <source>Share out Force of Nature&apos;s 8 damage: 3 to Sandstone Warrior destroy it (its toughness is 3), and trample sends the other 5 to the computer. The Hawk&apos;s 1 is dealt at the same time.</source>
        <translation>Répartissez les 8 blessures de la Force de la Nature : 3 au Guerrier de grès le détruisent (son endurance est 3), et le piétinement envoie les 5 autres à l&apos;ordinateur. La blessure du Faucon est infligée en même temps.</translation>
    </message>
    <message>
        <source>Give the Warrior exactly 3, enough to destroy it, and the computer the other 5.</source>
        <translation>Donnez exactement 3 au Guerrier, de quoi le détruire, et les 5 autres à l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Le tour</translation>
    </message>
    <message>
        <source>Take a whole turn, step by step</source>
        <translation>Jouer un tour entier, étape par étape</translation>
    </message>
    <message>
        <source>It is the end of the computer&apos;s turn. A turn has five phases: beginning, first main phase, combat, second main phase and end. The bar above the table shows where you are.</source>
        <translation>C&apos;est la fin du tour de l&apos;ordinateur. Un tour a cinq phases : début, première phase principale, combat, seconde phase principale et fin. La barre au-dessus de la table montre où vous en êtes.</translation>
    </message>
    <message>
        <source>Your turn began with the untap step: your permanents untapped. Now it is your upkeep, when some cards act. Next comes the draw step.</source>
        <translation>Votre tour a commencé par l&apos;étape de dégagement : vos permanents se sont dégagés. Voici votre entretien, où certaines cartes agissent. Vient ensuite l&apos;étape de pioche.</translation>
    </message>
    <message>
        <source>Draw step: you drew a card. (The player who goes first skips the draw of the game&apos;s first turn.)</source>
        <translation>Étape de pioche : vous avez pioché une carte. (Le joueur qui commence ne pioche pas au premier tour de la partie.)</translation>
    </message>
    <message>
        <source>First main phase: play a land, cast creatures and sorceries. Play the Forest you drew.</source>
        <translation>Première phase principale : jouez un terrain, lancez créatures et rituels. Jouez la Forêt que vous avez piochée.</translation>
    </message>
    <message>
        <source>Play the Forest you just drew.</source>
        <translation>Jouez la Forêt que vous venez de piocher.</translation>
    </message>
    <message>
        <source>Combat phase: its beginning, declaring attackers, declaring blockers, combat damage, its end. Next: declare attackers.</source>
        <translation>Phase de combat : son début, la déclaration des attaquants, celle des bloqueurs, les blessures de combat, sa fin. Ensuite : déclarer les attaquants.</translation>
    </message>
    <message>
        <source>Attack with Grizzly Bears.</source>
        <translation>Attaquez avec les Grizzlis.</translation>
    </message>
    <message>
        <source>Second main phase: you may still cast what you held back. Then the end step, and the cleanup: you discard down to seven cards and damage wears off. Then it is the computer&apos;s turn.</source>
        <translation>Seconde phase principale : vous pouvez encore lancer ce que vous avez gardé. Puis l&apos;étape de fin, et le nettoyage : vous vous défaussez jusqu&apos;à sept cartes et les blessures disparaissent. C&apos;est ensuite le tour de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation>Gagner la partie</translation>
    </message>
    <message>
        <source>Win the game</source>
        <translation>Gagner la partie</translation>
    </message>
    <message>
        <source>A player whose life is 0 or less loses the game. A player who has to draw a card from an empty library loses too.</source>
        <translation>Un joueur dont les points de vie tombent à 0 ou moins perd la partie. Un joueur qui doit piocher dans une bibliothèque vide perd aussi.</translation>
    </message>
    <message>
        <source>Cast Shock at the computer: 2 damage. Click Shock, then the computer&apos;s life.</source>
        <translation>Lancez le Choc sur l&apos;ordinateur : 2 blessures. Cliquez sur le Choc, puis sur les points de vie de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Cast Shock and choose the computer as its target.</source>
        <translation>Lancez le Choc et choisissez l&apos;ordinateur comme cible.</translation>
    </message>
    <message>
        <source>The computer still has 2 life, but its library is empty. In its draw step it must draw, and can&apos;t: it loses.</source>
        <translation>L&apos;ordinateur a encore 2 points de vie, mais sa bibliothèque est vide. À son étape de pioche, il doit piocher et ne le peut pas : il perd.</translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>Flying</source>
        <extracomment>Keyword abilities (CR 702): the name as printed, and what it means.</extracomment>
        <translation>Vol</translation>
    </message>
    <message>
        <source>This creature can be blocked only by creatures with flying or reach (CR 702.9).</source>
        <translation>Cette créature ne peut être bloquée que par des créatures avec le vol ou la portée (RC 702.9).</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>This creature can block creatures with flying (CR 702.17).</source>
        <translation>Cette créature peut bloquer des créatures avec le vol (RC 702.17).</translation>
    </message>
    <message>
        <source>Vigilance</source>
        <translation>Vigilance</translation>
    </message>
    <message>
        <source>Attacking doesn&apos;t cause this creature to tap (CR 702.20).</source>
        <translation>Attaquer n&apos;engage pas cette créature (RC 702.20).</translation>
    </message>
    <message>
        <source>Haste</source>
        <translation>Célérité</translation>
    </message>
    <message>
        <source>This creature can attack and use {T} abilities as soon as it comes under your control (CR 702.10).</source>
        <translation>Cette créature peut attaquer et utiliser des capacités {T} dès qu&apos;elle arrive sous votre contrôle (RC 702.10).</translation>
    </message>
    <message>
        <source>First strike</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>This creature deals combat damage before creatures without first strike (CR 702.7).</source>
        <translation>Cette créature inflige ses blessures de combat avant les créatures sans l&apos;initiative (RC 702.7).</translation>
    </message>
    <message>
        <source>Double strike</source>
        <translation>Double initiative</translation>
    </message>
    <message>
        <source>This creature deals both first-strike and regular combat damage (CR 702.4).</source>
        <translation>Cette créature inflige des blessures d&apos;initiative et des blessures de combat normales (RC 702.4).</translation>
    </message>
    <message>
        <source>Trample</source>
        <translation>Piétinement</translation>
    </message>
    <message>
        <source>Once each blocker has been assigned lethal damage, the rest of this creature&apos;s damage can go to the player it attacks (CR 702.19).</source>
        <translation>Une fois que chaque bloqueur a reçu des blessures mortelles, le reste des blessures de cette créature peut être infligé au joueur qu&apos;elle attaque (RC 702.19).</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Peur</translation>
    </message>
    <message>
        <source>This creature can be blocked only by artifact creatures and/or black creatures (CR 702.36).</source>
        <translation>Cette créature ne peut être bloquée que par des créatures-artefacts et/ou des créatures noires (RC 702.36).</translation>
    </message>
    <message>
        <source>Landwalk</source>
        <translation>Traversée</translation>
    </message>
    <message>
        <source>Swampwalk, islandwalk and the others: this creature can&apos;t be blocked as long as the defending player controls a land of that type (CR 702.14).</source>
        <translation>Traversée des marais, des îles et les autres : cette créature ne peut pas être bloquée tant que le joueur défenseur contrôle un terrain de ce type (RC 702.14).</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Protection</translation>
    </message>
    <message>
        <source>Protection from a colour: this can&apos;t be blocked by creatures, targeted by spells or abilities, enchanted by Auras, or dealt damage by sources of that colour (CR 702.16).</source>
        <translation>Protection contre une couleur : ceci ne peut pas être bloqué par des créatures, ciblé par des sorts ou des capacités, enchanté par des Auras, ni blessé par des sources de cette couleur (RC 702.16).</translation>
    </message>
    <message>
        <source>Shroud</source>
        <translation>Linceul</translation>
    </message>
    <message>
        <source>This can&apos;t be the target of spells or abilities (CR 702.18).</source>
        <translation>Ceci ne peut pas être la cible de sorts ou de capacités (RC 702.18).</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>This creature can&apos;t attack (CR 702.3).</source>
        <translation>Cette créature ne peut pas attaquer (RC 702.3).</translation>
    </message>
    <message>
        <source>Lifelink</source>
        <translation>Lien de vie</translation>
    </message>
    <message>
        <source>Damage dealt by this source also causes its controller to gain that much life (CR 702.15).</source>
        <translation>Les blessures infligées par cette source font aussi gagner autant de points de vie à son contrôleur (RC 702.15).</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Flash</translation>
    </message>
    <message>
        <source>You may cast this spell any time you could cast an instant (CR 702.8).</source>
        <translation>Vous pouvez lancer ce sort à tout moment où vous pourriez lancer un éphémère (RC 702.8).</translation>
    </message>
    <message>
        <source>Enchant</source>
        <translation>Enchanter</translation>
    </message>
    <message>
        <source>An Aura targets what it can enchant as it is cast, and enters the battlefield attached to it (CR 702.5, 303.4).</source>
        <translation>Une Aura cible ce qu&apos;elle peut enchanter quand elle est lancée, et arrive sur le champ de bataille attachée à cela (RC 702.5, 303.4).</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <source>The next time this creature would be destroyed this turn, instead tap it, remove all damage from it and remove it from combat (CR 701.15).</source>
        <translation>La prochaine fois que cette créature devrait être détruite ce tour-ci, à la place, engagez-la, retirez-lui toutes ses blessures et retirez-la du combat (RC 701.15).</translation>
    </message>
    <message>
        <source>Deathtouch</source>
        <translation>Contact mortel</translation>
    </message>
    <message>
        <source>Any amount of damage this deals to a creature is enough to destroy it (CR 702.2).</source>
        <translation>N&apos;importe quelle quantité de blessures infligées par ceci à une créature suffit à la détruire (RC 702.2).</translation>
    </message>
    <message>
        <source>Mulligan: a player may shuffle their opening hand away and draw seven new cards; after keeping, they put one card on the bottom of their library for each mulligan taken.</source>
        <extracomment>The rules that refusals cite, by number.</extracomment>
        <translation>Mulligan : un joueur peut remélanger sa main de départ et piocher sept nouvelles cartes ; après avoir gardé sa main, il met une carte au-dessous de sa bibliothèque pour chaque mulligan pris.</translation>
    </message>
    <message>
        <source>X stands for a number chosen as the spell is cast or the ability activated; it can&apos;t be negative.</source>
        <translation>X représente un nombre choisi quand le sort est lancé ou la capacité activée ; il ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>The tap symbol {T} in a cost means &quot;tap this permanent&quot;: a permanent that is already tapped can&apos;t pay it.</source>
        <translation>Le symbole {T} dans un coût signifie « engagez ce permanent » : un permanent déjà engagé ne peut pas le payer.</translation>
    </message>
    <message>
        <source>The same object can&apos;t be chosen more than once for one instance of the word &quot;target&quot;.</source>
        <translation>Un même objet ne peut pas être choisi plus d&apos;une fois pour une même occurrence du mot « ciblé ».</translation>
    </message>
    <message>
        <source>A spell or ability can&apos;t target itself.</source>
        <translation>Un sort ou une capacité ne peut pas se cibler lui-même.</translation>
    </message>
    <message>
        <source>Only the player who has priority may cast spells, activate abilities and play lands; a player must wait until they receive priority.</source>
        <translation>Seul le joueur qui a la priorité peut lancer des sorts, activer des capacités et jouer des terrains ; un joueur doit attendre de recevoir la priorité.</translation>
    </message>
    <message>
        <source>A player can&apos;t pay a cost without having the resources to pay it all.</source>
        <translation>Un joueur ne peut pas payer un coût sans avoir les ressources pour le payer entièrement.</translation>
    </message>
    <message>
        <source>A player can pay life only if their life total is at least the amount to pay.</source>
        <translation>Un joueur ne peut payer des points de vie que si son total est au moins égal au montant à payer.</translation>
    </message>
    <message>
        <source>A game ends at once when a player wins, when it is a draw, or when it is restarted.</source>
        <translation>Une partie se termine aussitôt qu&apos;un joueur gagne, qu&apos;elle est nulle ou qu&apos;elle recommence.</translation>
    </message>
    <message>
        <source>A turn has five phases, in this order: beginning, first main phase, combat, second main phase, end.</source>
        <translation>Un tour compte cinq phases, dans cet ordre : début, première phase principale, combat, seconde phase principale, fin.</translation>
    </message>
    <message>
        <source>In the untap step, the active player untaps all their permanents at the same time; no player receives priority.</source>
        <translation>Pendant l&apos;étape de dégagement, le joueur actif dégage tous ses permanents en même temps ; aucun joueur ne reçoit la priorité.</translation>
    </message>
    <message>
        <source>In the draw step, the active player first draws a card; this doesn&apos;t use the stack.</source>
        <translation>Pendant l&apos;étape de pioche, le joueur actif commence par piocher une carte ; cela n&apos;utilise pas la pile.</translation>
    </message>
    <message>
        <source>Artifacts are cast only in a main phase of your own turn, when the stack is empty.</source>
        <translation>Les artefacts ne se lancent que pendant une phase principale de votre tour, quand la pile est vide.</translation>
    </message>
    <message>
        <source>Creatures are cast only in a main phase of your own turn, when the stack is empty (unless they have flash).</source>
        <translation>Les créatures ne se lancent que pendant une phase principale de votre tour, quand la pile est vide (sauf si elles ont le flash).</translation>
    </message>
    <message>
        <source>A creature can&apos;t attack, or pay a {T} cost, unless its controller has controlled it continuously since their most recent turn began (summoning sickness); haste removes this.</source>
        <translation>Une créature ne peut pas attaquer ni payer un coût {T} à moins que son contrôleur ne l&apos;ait contrôlée sans interruption depuis le début de son dernier tour (mal d&apos;invocation) ; la célérité supprime cela.</translation>
    </message>
    <message>
        <source>Enchantments are cast only in a main phase of your own turn, when the stack is empty.</source>
        <translation>Les enchantements ne se lancent que pendant une phase principale de votre tour, quand la pile est vide.</translation>
    </message>
    <message>
        <source>A land is played, not cast: only in a main phase of your own turn, with priority and an empty stack. It doesn&apos;t use the stack.</source>
        <translation>Un terrain se joue, il ne se lance pas : seulement pendant une phase principale de votre tour, avec la priorité et une pile vide. Il n&apos;utilise pas la pile.</translation>
    </message>
    <message>
        <source>A player can normally play one land each turn; effects may allow more. Once the allowed number is reached, no more lands can be played.</source>
        <translation>Un joueur peut normalement jouer un terrain par tour ; des effets peuvent en permettre davantage. Une fois le nombre permis atteint, plus aucun terrain ne peut être joué.</translation>
    </message>
    <message>
        <source>A player can&apos;t play a land during another player&apos;s turn.</source>
        <translation>Un joueur ne peut pas jouer de terrain pendant le tour d&apos;un autre joueur.</translation>
    </message>
    <message>
        <source>A card that is both a land and another type can only be played as a land, never cast.</source>
        <translation>Une carte qui est à la fois un terrain et d&apos;un autre type ne peut être jouée que comme terrain, jamais lancée.</translation>
    </message>
    <message>
        <source>Planeswalkers are cast only in a main phase of your own turn, when the stack is empty.</source>
        <translation>Les planeswalkers ne se lancent que pendant une phase principale de votre tour, quand la pile est vide.</translation>
    </message>
    <message>
        <source>Sorceries are cast only in a main phase of your own turn, when the stack is empty.</source>
        <translation>Les rituels ne se lancent que pendant une phase principale de votre tour, quand la pile est vide.</translation>
    </message>
    <message>
        <source>Attacking and blocking happen only in the combat phase.</source>
        <translation>Attaquer et bloquer n&apos;ont lieu que pendant la phase de combat.</translation>
    </message>
    <message>
        <source>In the declare attackers step, the active player declares which of their creatures attack.</source>
        <translation>Pendant l&apos;étape de déclaration des attaquants, le joueur actif déclare lesquelles de ses créatures attaquent.</translation>
    </message>
    <message>
        <source>Only untapped creatures the active player controls can be declared as attackers.</source>
        <translation>Seules des créatures dégagées contrôlées par le joueur actif peuvent être déclarées attaquantes.</translation>
    </message>
    <message>
        <source>An attack that disobeys a restriction (&quot;can&apos;t attack&quot;, &quot;can&apos;t attack unless...&quot;) is illegal.</source>
        <translation>Une attaque qui ne respecte pas une restriction (« ne peut pas attaquer », « ne peut pas attaquer à moins que… ») est illégale.</translation>
    </message>
    <message>
        <source>An attack must obey as many requirements (&quot;attacks each combat if able&quot;) as possible.</source>
        <translation>Une attaque doit respecter autant d&apos;obligations (« attaque à chaque combat si possible ») que possible.</translation>
    </message>
    <message>
        <source>In the declare blockers step, the defending player declares which of their creatures block, and what each blocks.</source>
        <translation>Pendant l&apos;étape de déclaration des bloqueurs, le joueur défenseur déclare lesquelles de ses créatures bloquent, et ce que chacune bloque.</translation>
    </message>
    <message>
        <source>Only untapped creatures the defending player controls can block, each blocking one attacking creature.</source>
        <translation>Seules des créatures dégagées contrôlées par le joueur défenseur peuvent bloquer, chacune bloquant une créature attaquante.</translation>
    </message>
    <message>
        <source>A block that disobeys a restriction (&quot;can&apos;t block&quot;, &quot;can&apos;t be blocked&quot;) is illegal.</source>
        <translation>Un blocage qui ne respecte pas une restriction (« ne peut pas bloquer », « est imblocable ») est illégal.</translation>
    </message>
    <message>
        <source>A block must obey as many requirements (&quot;all creatures able to block it do so&quot;) as possible.</source>
        <translation>Un blocage doit respecter autant d&apos;obligations (« toutes les créatures capables de la bloquer le font ») que possible.</translation>
    </message>
    <message>
        <source>Combat damage: each attacking and blocking creature assigns damage equal to its power.</source>
        <translation>Blessures de combat : chaque créature attaquante et bloqueuse assigne des blessures égales à sa force.</translation>
    </message>
    <message>
        <source>A creature blocked by several creatures divides its combat damage among them as its controller chooses; the amounts must add up to its power.</source>
        <translation>Une créature bloquée par plusieurs créatures répartit ses blessures de combat entre elles au choix de son contrôleur ; le total doit être égal à sa force.</translation>
    </message>
    <message>
        <source>In the cleanup step the active player discards down to their maximum hand size, seven.</source>
        <translation>Pendant l&apos;étape de nettoyage, le joueur actif se défausse jusqu&apos;à sa taille maximale de main, sept.</translation>
    </message>
    <message>
        <source>Casting a spell is a series of steps: announce it, choose modes and X, choose targets, then pay its total cost.</source>
        <translation>Lancer un sort se fait en étapes : l&apos;annoncer, choisir les modes et X, choisir les cibles, puis payer son coût total.</translation>
    </message>
    <message>
        <source>The value of X is chosen as the spell is cast, and its total cost must be payable.</source>
        <translation>La valeur de X est choisie quand le sort est lancé, et son coût total doit pouvoir être payé.</translation>
    </message>
    <message>
        <source>Each target must be chosen as the spell is cast, and each must be legal for what the spell asks.</source>
        <translation>Chaque cible est choisie quand le sort est lancé, et chacune doit être légale pour ce que le sort demande.</translation>
    </message>
    <message>
        <source>The total cost must be paid in full: mana of the right colours, and every other part.</source>
        <translation>Le coût total doit être payé entièrement : le mana des bonnes couleurs, et toutes les autres parties.</translation>
    </message>
    <message>
        <source>A spell is cast from its owner&apos;s hand, unless an effect allows another zone.</source>
        <translation>Un sort se lance depuis la main de son propriétaire, sauf si un effet permet une autre zone.</translation>
    </message>
    <message>
        <source>An activated ability is written &quot;cost: effect&quot;; a permanent has only the abilities it shows.</source>
        <translation>Une capacité activée s&apos;écrit « coût : effet » ; un permanent n&apos;a que les capacités qu&apos;il montre.</translation>
    </message>
    <message>
        <source>Only a permanent&apos;s controller can activate its abilities.</source>
        <translation>Seul le contrôleur d&apos;un permanent peut activer ses capacités.</translation>
    </message>
    <message>
        <source>An ability that says &quot;Activate only once each turn&quot; can&apos;t be activated again in the same turn.</source>
        <translation>Une capacité qui dit « N&apos;activez cette capacité qu&apos;une seule fois par tour » ne peut pas être activée à nouveau pendant le même tour.</translation>
    </message>
    <message>
        <source>An ability that says &quot;Activate only as a sorcery&quot; is activated only in your main phase with an empty stack.</source>
        <translation>Une capacité qui dit « N&apos;activez cette capacité que comme un rituel » ne s&apos;active que pendant votre phase principale avec une pile vide.</translation>
    </message>
    <message>
        <source>A triggered ability&apos;s targets are chosen as it is put on the stack; it can&apos;t be taken back.</source>
        <translation>Les cibles d&apos;une capacité déclenchée sont choisies quand elle est mise sur la pile ; elle ne peut pas être annulée.</translation>
    </message>
    <message>
        <source>A mana ability can be activated when its controller has priority, or while paying a cost.</source>
        <translation>Une capacité de mana peut être activée quand son contrôleur a la priorité, ou pendant le paiement d&apos;un coût.</translation>
    </message>
    <message>
        <source>A mana ability that can add one of several types of mana adds one of those the card names.</source>
        <translation>Une capacité de mana qui peut ajouter un mana parmi plusieurs types ajoute l&apos;un de ceux que la carte nomme.</translation>
    </message>
    <message>
        <source>A spell or ability asks for choices only while it resolves.</source>
        <translation>Un sort ou une capacité ne demande des choix que pendant sa résolution.</translation>
    </message>
    <message>
        <source>A choice made while a spell or ability resolves must be one that it offers.</source>
        <translation>Un choix fait pendant la résolution d&apos;un sort ou d&apos;une capacité doit être l&apos;un de ceux qu&apos;il propose.</translation>
    </message>
    <message>
        <source>To discard is to put a card from your hand into your graveyard; only cards in the hand can be discarded.</source>
        <translation>Se défausser, c&apos;est mettre une carte de sa main dans son cimetière ; on ne peut se défausser que de cartes de sa main.</translation>
    </message>
    <message>
        <source>A creature with defender can&apos;t attack.</source>
        <translation>Une créature avec défenseur ne peut pas attaquer.</translation>
    </message>
    <message>
        <source>A creature with flying can&apos;t be blocked except by creatures with flying or reach.</source>
        <translation>Une créature avec le vol ne peut être bloquée que par des créatures avec le vol ou la portée.</translation>
    </message>
    <message>
        <source>A creature with landwalk can&apos;t be blocked as long as the defending player controls a land of that type.</source>
        <translation>Une créature avec une traversée ne peut pas être bloquée tant que le joueur défenseur contrôle un terrain de ce type.</translation>
    </message>
    <message>
        <source>A permanent or player with protection can&apos;t be targeted by spells or abilities of the stated quality.</source>
        <translation>Un permanent ou un joueur avec la protection ne peut pas être ciblé par des sorts ou des capacités de la qualité indiquée.</translation>
    </message>
    <message>
        <source>An attacking creature with protection can&apos;t be blocked by creatures of the stated quality.</source>
        <translation>Une créature attaquante avec la protection ne peut pas être bloquée par des créatures de la qualité indiquée.</translation>
    </message>
    <message>
        <source>A permanent or player with shroud can&apos;t be the target of spells or abilities.</source>
        <translation>Un permanent ou un joueur avec le linceul ne peut pas être la cible de sorts ou de capacités.</translation>
    </message>
    <message>
        <source>A creature with trample must assign lethal damage to each of its blockers before it can assign the rest to the player.</source>
        <translation>Une créature avec le piétinement doit assigner des blessures mortelles à chacun de ses bloqueurs avant de pouvoir assigner le reste au joueur.</translation>
    </message>
    <message>
        <source>A creature with fear can&apos;t be blocked except by artifact creatures and/or black creatures.</source>
        <translation>Une créature avec la peur ne peut être bloquée que par des créatures-artefacts et/ou des créatures noires.</translation>
    </message>
    <message>
        <source>A player with 0 or less life loses the game (a state-based action).</source>
        <translation>Un joueur qui a 0 point de vie ou moins perd la partie (une action basée sur un état).</translation>
    </message>
    <message>
        <source>A player who had to draw a card from an empty library since the last check loses the game (a state-based action).</source>
        <translation>Un joueur qui a dû piocher dans une bibliothèque vide depuis la dernière vérification perd la partie (une action basée sur un état).</translation>
    </message>
    <message>
        <source>Legend rule: if a player controls two or more legendary permanents with the same name, they choose one and put the others into their graveyard.</source>
        <translation>Règle des légendes : si un joueur contrôle plusieurs permanents légendaires de même nom, il en choisit un et met les autres dans son cimetière.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message numerus="yes">
        <source>Choose %n target(s)</source>
        <translation>
            <numerusform>Choisissez %n cible</numerusform>
            <numerusform>Choisissez %n cibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assign exactly %n damage</source>
        <translation>
            <numerusform>Assignez exactement %n blessure</numerusform>
            <numerusform>Assignez exactement %n blessures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s) to put on the bottom</source>
        <translation>
            <numerusform>Choisissez exactement %n carte à mettre au-dessous</numerusform>
            <numerusform>Choisissez exactement %n cartes à mettre au-dessous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard exactly %n card(s)</source>
        <translation>
            <numerusform>Défaussez-vous d&apos;exactement %n carte</numerusform>
            <numerusform>Défaussez-vous d&apos;exactement %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the other player&apos;s turn to decide</source>
        <extracomment>Why an action is refused, by the engine&apos;s message id: alternatives tried in order, each a template and the arguments it needs (a template whose arguments the refusal lacks is skipped). A key &quot;message@rule&quot; overrides the message for one rule.</extracomment>
        <translation>C&apos;est à l&apos;autre joueur de décider</translation>
    </message>
    <message>
        <source>The rules don&apos;t know that action</source>
        <translation>Les règles ne connaissent pas cette action</translation>
    </message>
    <message>
        <source>That action is not well formed</source>
        <translation>Cette action est mal formée</translation>
    </message>
    <message>
        <source>You can do that only when you have priority</source>
        <translation>Vous ne pouvez faire cela que quand vous avez la priorité</translation>
    </message>
    <message>
        <source>You can cast spells only from your hand</source>
        <translation>Vous ne pouvez lancer des sorts que depuis votre main</translation>
    </message>
    <message>
        <source>%1 is a land: play it, don&apos;t cast it</source>
        <translation>%1 est un terrain : jouez-le, ne le lancez pas</translation>
    </message>
    <message>
        <source>%1 can be cast only in your main phase, while the stack is empty</source>
        <translation>%1 ne peut être lancé que pendant votre phase principale, quand la pile est vide</translation>
    </message>
    <message>
        <source>You can&apos;t pay %1</source>
        <translation>Vous ne pouvez pas payer %1</translation>
    </message>
    <message>
        <source>You can&apos;t pay that cost</source>
        <translation>Vous ne pouvez pas payer ce coût</translation>
    </message>
    <message>
        <source>%1 has no legal target</source>
        <translation>%1 n&apos;a aucune cible légale</translation>
    </message>
    <message>
        <source>There is no legal target</source>
        <translation>Il n&apos;y a aucune cible légale</translation>
    </message>
    <message>
        <source>That permanent has no such ability</source>
        <translation>Ce permanent n&apos;a pas cette capacité</translation>
    </message>
    <message>
        <source>Only permanents on the battlefield can do that</source>
        <translation>Seuls les permanents sur le champ de bataille peuvent faire cela</translation>
    </message>
    <message>
        <source>Only a permanent&apos;s controller can activate its abilities</source>
        <translation>Seul le contrôleur d&apos;un permanent peut activer ses capacités</translation>
    </message>
    <message>
        <source>Mana abilities can be activated only with priority or while paying a cost</source>
        <translation>Les capacités de mana ne s&apos;activent qu&apos;avec la priorité ou pendant le paiement d&apos;un coût</translation>
    </message>
    <message>
        <source>That ability can be activated only in your main phase, while the stack is empty</source>
        <translation>Cette capacité ne s&apos;active que pendant votre phase principale, quand la pile est vide</translation>
    </message>
    <message>
        <source>%1 is already tapped</source>
        <translation>%1 est déjà engagé</translation>
    </message>
    <message>
        <source>That permanent is already tapped</source>
        <translation>Ce permanent est déjà engagé</translation>
    </message>
    <message>
        <source>%1 came under your control this turn: it can&apos;t attack or use {T} abilities yet</source>
        <translation>%1 est arrivé sous votre contrôle ce tour-ci : il ne peut pas encore attaquer ni utiliser de capacités {T}</translation>
    </message>
    <message>
        <source>You don&apos;t have enough life to pay that</source>
        <translation>Vous n&apos;avez pas assez de points de vie pour payer cela</translation>
    </message>
    <message>
        <source>Nothing is being cast now</source>
        <translation>Rien n&apos;est en train d&apos;être lancé</translation>
    </message>
    <message>
        <source>You can&apos;t afford X = %1</source>
        <translation>Vous ne pouvez pas payer X = %1</translation>
    </message>
    <message>
        <source>Choose %1 before going on</source>
        <translation>Choisissez %1 avant de continuer</translation>
    </message>
    <message>
        <source>Choose every target before going on</source>
        <translation>Choisissez toutes les cibles avant de continuer</translation>
    </message>
    <message>
        <source>The same object or player can&apos;t be chosen twice for one word &quot;target&quot;</source>
        <translation>Le même objet ou joueur ne peut pas être choisi deux fois pour un même mot « ciblé »</translation>
    </message>
    <message>
        <source>That triggered ability needs its targets chosen before anything else</source>
        <translation>Les cibles de cette capacité déclenchée doivent être choisies avant toute autre chose</translation>
    </message>
    <message>
        <source>The ability of %1 can be activated only once each turn</source>
        <translation>La capacité de %1 ne peut être activée qu&apos;une seule fois par tour</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>A spell or ability can&apos;t target itself</source>
        <translation>Un sort ou une capacité ne peut pas se cibler lui-même</translation>
    </message>
    <message>
        <source>That permanent has shroud: it can&apos;t be the target of spells or abilities</source>
        <translation>Ce permanent a le linceul : il ne peut pas être la cible de sorts ou de capacités</translation>
    </message>
    <message>
        <source>That permanent has protection from this spell&apos;s or ability&apos;s colour</source>
        <translation>Ce permanent a la protection contre la couleur de ce sort ou de cette capacité</translation>
    </message>
    <message>
        <source>That is not a legal target: choose %1</source>
        <translation>Ce n&apos;est pas une cible légale : choisissez %1</translation>
    </message>
    <message>
        <source>That is not a legal target</source>
        <translation>Ce n&apos;est pas une cible légale</translation>
    </message>
    <message>
        <source>You can play lands only from your hand</source>
        <translation>Vous ne pouvez jouer des terrains que depuis votre main</translation>
    </message>
    <message>
        <source>%1 is not a land</source>
        <translation>%1 n&apos;est pas un terrain</translation>
    </message>
    <message>
        <source>You can play lands only during your own turn</source>
        <translation>Vous ne pouvez jouer des terrains que pendant votre tour</translation>
    </message>
    <message>
        <source>You can play a land only when you have priority</source>
        <translation>Vous ne pouvez jouer un terrain que quand vous avez la priorité</translation>
    </message>
    <message>
        <source>You can play lands only in your main phases</source>
        <translation>Vous ne pouvez jouer des terrains que pendant vos phases principales</translation>
    </message>
    <message>
        <source>You can play a land only while the stack is empty</source>
        <translation>Vous ne pouvez jouer un terrain que quand la pile est vide</translation>
    </message>
    <message>
        <source>You have already played a land this turn</source>
        <translation>Vous avez déjà joué un terrain ce tour-ci</translation>
    </message>
    <message>
        <source>That is possible only during combat</source>
        <translation>Ce n&apos;est possible que pendant le combat</translation>
    </message>
    <message>
        <source>Attackers are declared only at the beginning of the declare attackers step</source>
        <translation>Les attaquants ne sont déclarés qu&apos;au début de l&apos;étape de déclaration des attaquants</translation>
    </message>
    <message>
        <source>Only creatures can attack</source>
        <translation>Seules les créatures peuvent attaquer</translation>
    </message>
    <message>
        <source>You can attack only with creatures you control</source>
        <translation>Vous ne pouvez attaquer qu&apos;avec des créatures que vous contrôlez</translation>
    </message>
    <message>
        <source>That creature is already attacking</source>
        <translation>Cette créature attaque déjà</translation>
    </message>
    <message>
        <source>%1 is tapped: tapped creatures can&apos;t attack</source>
        <translation>%1 est engagé : les créatures engagées ne peuvent pas attaquer</translation>
    </message>
    <message>
        <source>%1 has defender: it can&apos;t attack</source>
        <translation>%1 a défenseur : il ne peut pas attaquer</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack unless the defending player controls a land of the type %2</source>
        <translation>%1 ne peut pas attaquer à moins que le joueur défenseur ne contrôle un terrain de type %2</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack</source>
        <translation>%1 ne peut pas attaquer</translation>
    </message>
    <message>
        <source>%1 attacks each combat if able: it must be declared as an attacker</source>
        <translation>%1 attaque à chaque combat si possible : il doit être déclaré comme attaquant</translation>
    </message>
    <message>
        <source>Blockers are declared only at the beginning of the declare blockers step</source>
        <translation>Les bloqueurs ne sont déclarés qu&apos;au début de l&apos;étape de déclaration des bloqueurs</translation>
    </message>
    <message>
        <source>Only creatures can block</source>
        <translation>Seules les créatures peuvent bloquer</translation>
    </message>
    <message>
        <source>You can block only with creatures you control, when you are attacked</source>
        <translation>Vous ne pouvez bloquer qu&apos;avec vos créatures, quand vous êtes attaqué</translation>
    </message>
    <message>
        <source>That creature is not attacking</source>
        <translation>Cette créature n&apos;attaque pas</translation>
    </message>
    <message>
        <source>%1 is tapped: tapped creatures can&apos;t block</source>
        <translation>%1 est engagé : les créatures engagées ne peuvent pas bloquer</translation>
    </message>
    <message>
        <source>%1 is already blocking</source>
        <translation>%1 bloque déjà</translation>
    </message>
    <message>
        <source>%1 must block the attacker that all creatures able to block must block</source>
        <translation>%1 doit bloquer l&apos;attaquant que toutes les créatures capables de bloquer doivent bloquer</translation>
    </message>
    <message>
        <source>%1 can&apos;t block</source>
        <translation>%1 ne peut pas bloquer</translation>
    </message>
    <message>
        <source>%1 can&apos;t block a creature with flying: it has neither flying nor reach</source>
        <translation>%1 ne peut pas bloquer une créature avec le vol : il n&apos;a ni le vol ni la portée</translation>
    </message>
    <message>
        <source>%1 can&apos;t block a creature with fear: only artifact or black creatures can</source>
        <translation>%1 ne peut pas bloquer une créature avec la peur : seules les créatures-artefacts ou noires le peuvent</translation>
    </message>
    <message>
        <source>%1 can&apos;t block that creature: it has landwalk and you control a land of the type %2</source>
        <translation>%1 ne peut pas bloquer cette créature : elle a la traversée et vous contrôlez un terrain de type %2</translation>
    </message>
    <message>
        <source>%1 can&apos;t block a creature with protection from its colour</source>
        <translation>%1 ne peut pas bloquer une créature qui a la protection contre sa couleur</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked</source>
        <translation>%1 est imblocable</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked except by %2</source>
        <translation>%1 ne peut être bloqué que par %2</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked while it is attacking alone</source>
        <translation>%1 est imblocable quand il est le seul à attaquer</translation>
    </message>
    <message>
        <source>No combat damage is being assigned now</source>
        <translation>Aucune blessure de combat n&apos;est en train d&apos;être répartie</translation>
    </message>
    <message>
        <source>Combat damage can be assigned only to the blocking creatures, or with trample to the player</source>
        <translation>Les blessures de combat ne peuvent être assignées qu&apos;aux créatures bloqueuses, ou avec le piétinement au joueur</translation>
    </message>
    <message>
        <source>Assign lethal damage to every blocker before assigning damage to the player</source>
        <translation>Assignez des blessures mortelles à chaque bloqueur avant d&apos;en assigner au joueur</translation>
    </message>
    <message>
        <source>This is not the time for mulligans</source>
        <translation>Ce n&apos;est pas le moment des mulligans</translation>
    </message>
    <message>
        <source>You can&apos;t take another mulligan</source>
        <translation>Vous ne pouvez pas prendre un autre mulligan</translation>
    </message>
    <message>
        <source>You are not discarding now</source>
        <translation>Vous n&apos;êtes pas en train de vous défausser</translation>
    </message>
    <message>
        <source>You can discard only cards in your hand</source>
        <translation>Vous ne pouvez vous défausser que de cartes de votre main</translation>
    </message>
    <message>
        <source>There is nothing to choose now</source>
        <translation>Il n&apos;y a rien à choisir maintenant</translation>
    </message>
    <message>
        <source>That is not one of the choices</source>
        <translation>Ce n&apos;est pas un des choix possibles</translation>
    </message>
    <message>
        <source>A search for cards of no stated quality must find as many as it can: choose a card</source>
        <translation>Une recherche de cartes sans qualité précisée doit en trouver autant que possible : choisissez une carte</translation>
    </message>
    <message>
        <source>That ability can&apos;t add that mana</source>
        <translation>Cette capacité ne peut pas ajouter ce mana</translation>
    </message>
    <message>
        <source>There are no triggered abilities to order now</source>
        <translation>Il n&apos;y a pas de capacités déclenchées à ordonner maintenant</translation>
    </message>
    <message>
        <source>Nothing can pay the cost of %1&apos;s ability</source>
        <translation>Rien ne peut payer le coût de la capacité de %1</translation>
    </message>
    <message>
        <source>Nothing can pay that cost</source>
        <translation>Rien ne peut payer ce coût</translation>
    </message>
    <message>
        <source>The rules don&apos;t allow that</source>
        <translation>Les règles ne le permettent pas</translation>
    </message>
    <message>
        <source>%1 (CR %2).</source>
        <extracomment>A refusal: the reason (a whole sentence, without its final stop) and the rule it cites.</extracomment>
        <translation>%1 (RC %2).</translation>
    </message>
    <message>
        <source>The ability of %1 can be activated only during your turn</source>
        <translation>La capacité de %1 ne peut être activée que pendant votre tour</translation>
    </message>
    <message>
        <source>The ability of %1 can be activated only during your upkeep</source>
        <translation>La capacité de %1 ne peut être activée que pendant votre entretien</translation>
    </message>
    <message>
        <source>%1 can use that ability only from your graveyard</source>
        <translation>%1 ne peut utiliser cette capacité que depuis votre cimetière</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack that player because of %2</source>
        <translation>%1 ne peut pas attaquer ce joueur à cause de %2</translation>
    </message>
    <message>
        <source>The ability of %1 can&apos;t be activated now: its restriction (&quot;Activate only ...&quot;) isn&apos;t met</source>
        <translation>La capacité de %1 ne peut pas être activée maintenant : sa restriction (« N&apos;activez que ... ») n&apos;est pas respectée</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>flying</source>
        <translation>vol</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>portée</translation>
    </message>
    <message>
        <source>vigilance</source>
        <translation>vigilance</translation>
    </message>
    <message>
        <source>haste</source>
        <translation>célérité</translation>
    </message>
    <message>
        <source>first strike</source>
        <translation>initiative</translation>
    </message>
    <message>
        <source>double strike</source>
        <translation>double initiative</translation>
    </message>
    <message>
        <source>trample</source>
        <translation>piétinement</translation>
    </message>
    <message>
        <source>fear</source>
        <translation>peur</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>lifelink</source>
        <translation>lien de vie</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>flash</translation>
    </message>
    <message>
        <source>shroud</source>
        <translation>linceul</translation>
    </message>
    <message>
        <source>deathtouch</source>
        <translation>contact mortel</translation>
    </message>
    <message>
        <source>equip %1</source>
        <translation>équipement %1</translation>
    </message>
    <message>
        <source>plainswalk</source>
        <translation>traversée des plaines</translation>
    </message>
    <message>
        <source>islandwalk</source>
        <translation>traversée des îles</translation>
    </message>
    <message>
        <source>swampwalk</source>
        <translation>traversée des marais</translation>
    </message>
    <message>
        <source>mountainwalk</source>
        <translation>traversée des montagnes</translation>
    </message>
    <message>
        <source>forestwalk</source>
        <translation>traversée des forêts</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>Enchant creature</source>
        <translation>Enchanter : créature</translation>
    </message>
    <message>
        <source>Enchant land</source>
        <translation>Enchanter : terrain</translation>
    </message>
    <message>
        <source>Enchant artifact</source>
        <translation>Enchanter : artefact</translation>
    </message>
    <message>
        <source>Enchant enchantment</source>
        <translation>Enchanter : enchantement</translation>
    </message>
    <message>
        <source>Enchant permanent</source>
        <translation>Enchanter : permanent</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Île</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>protection from %1</source>
        <translation>protection contre le %1</translation>
    </message>
    <message>
        <source>protection from %1 and from %2</source>
        <translation>protection contre le %1 et contre le %2</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>any target</source>
        <translation>n&apos;importe quelle cible</translation>
    </message>
    <message>
        <source>target creature</source>
        <translation>la créature ciblée</translation>
    </message>
    <message>
        <source>target player</source>
        <translation>le joueur ciblé</translation>
    </message>
    <message>
        <source>target opponent</source>
        <translation>l&apos;adversaire ciblé</translation>
    </message>
    <message>
        <source>target player or planeswalker</source>
        <translation>le joueur ou planeswalker ciblé</translation>
    </message>
    <message>
        <source>target land</source>
        <translation>le terrain ciblé</translation>
    </message>
    <message>
        <source>target basic land</source>
        <translation>le terrain de base ciblé</translation>
    </message>
    <message>
        <source>target artifact</source>
        <translation>l&apos;artefact ciblé</translation>
    </message>
    <message>
        <source>target enchantment</source>
        <translation>l&apos;enchantement ciblé</translation>
    </message>
    <message>
        <source>target permanent</source>
        <translation>le permanent ciblé</translation>
    </message>
    <message>
        <source>target nonland permanent</source>
        <translation>le permanent non-terrain ciblé</translation>
    </message>
    <message>
        <source>target artifact or enchantment</source>
        <translation>l&apos;artefact ou l&apos;enchantement ciblé</translation>
    </message>
    <message>
        <source>target artifact or land</source>
        <translation>l&apos;artefact ou le terrain ciblé</translation>
    </message>
    <message>
        <source>target spell</source>
        <translation>le sort ciblé</translation>
    </message>
    <message>
        <source>target creature spell</source>
        <translation>le sort de créature ciblé</translation>
    </message>
    <message>
        <source>target card from your graveyard</source>
        <translation>la carte ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>target creature card from your graveyard</source>
        <translation>la carte de créature ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>target tapped creature</source>
        <translation>la créature engagée ciblée</translation>
    </message>
    <message>
        <source>target nonblack creature</source>
        <translation>la créature non-noire ciblée</translation>
    </message>
    <message>
        <source>target attacking creature</source>
        <translation>la créature attaquante ciblée</translation>
    </message>
    <message>
        <source>target attacking or blocking creature</source>
        <translation>la créature attaquante ou bloqueuse ciblée</translation>
    </message>
    <message>
        <source>target creature with power 2 or less</source>
        <translation>la créature ciblée avec une force inférieure ou égale à 2</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 target creatures</source>
        <translation>
            <numerusform>jusqu&apos;à %1 créature ciblée</numerusform>
            <numerusform>jusqu&apos;à %1 créatures ciblées</numerusform>
        </translation>
    </message>
    <message>
        <source>Add %1.</source>
        <translation>Ajoutez %1.</translation>
    </message>
    <message>
        <source>Add %1 or %2.</source>
        <translation>Ajoutez %1 ou %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2.</source>
        <translation>
            <numerusform>%1 inflige %n blessure %2.</numerusform>
            <numerusform>%1 inflige %n blessures %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets %2 until end of turn.</source>
        <translation>%1 gagne %2 jusqu&apos;à la fin du tour.</translation>
    </message>
    <message>
        <source>Creatures you control get %1 until end of turn.</source>
        <translation>Les créatures que vous contrôlez gagnent %1 jusqu&apos;à la fin du tour.</translation>
    </message>
    <message>
        <source>%1 gets %2 until end of turn for each creature blocking it.</source>
        <translation>%1 gagne %2 jusqu&apos;à la fin du tour pour chaque créature qui le bloque.</translation>
    </message>
    <message>
        <source>%1 gets %2 and gains %3 until end of turn.</source>
        <translation>%1 gagne %2 et acquiert %3 jusqu&apos;à la fin du tour.</translation>
    </message>
    <message>
        <source>%1 can&apos;t block this turn.</source>
        <translation>%1 ne peut pas bloquer ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked this turn.</source>
        <translation>%1 est imblocable ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 gains %2 until end of turn.</source>
        <translation>%1 acquiert %2 jusqu&apos;à la fin du tour.</translation>
    </message>
    <message numerus="yes">
        <source>You may play up to %1 additional lands this turn.</source>
        <translation>
            <numerusform>Vous pouvez jouer jusqu&apos;à %1 terrain supplémentaire ce tour-ci.</numerusform>
            <numerusform>Vous pouvez jouer jusqu&apos;à %1 terrains supplémentaires ce tour-ci.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.</source>
        <translation>Cherchez dans votre bibliothèque une carte de terrain de base, mettez-la sur le champ de bataille engagée, puis mélangez.</translation>
    </message>
    <message>
        <source>Search your library for a %1 card, put that card onto the battlefield, then shuffle.</source>
        <translation>Cherchez dans votre bibliothèque une carte de %1, mettez-la sur le champ de bataille, puis mélangez.</translation>
    </message>
    <message>
        <source>Regenerate %1.</source>
        <translation>Régénérez %1.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Piochez une carte.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %1 cards.</source>
        <translation>
            <numerusform>Piochez %1 carte.</numerusform>
            <numerusform>Piochez %1 cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %1 cards, then discard a card.</source>
        <translation>
            <numerusform>Piochez %1 carte, puis défaussez-vous d&apos;une carte.</numerusform>
            <numerusform>Piochez %1 cartes, puis défaussez-vous d&apos;une carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gain %n life.</source>
        <translation>
            <numerusform>Vous gagnez %n point de vie.</numerusform>
            <numerusform>Vous gagnez %n points de vie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lose %n life.</source>
        <translation>
            <numerusform>Vous perdez %n point de vie.</numerusform>
            <numerusform>Vous perdez %n points de vie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n life.</source>
        <translation>
            <numerusform>%1 gagne %n point de vie.</numerusform>
            <numerusform>%1 gagne %n points de vie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life.</source>
        <translation>
            <numerusform>%1 perd %n point de vie.</numerusform>
            <numerusform>%1 perd %n points de vie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life and you gain %n life.</source>
        <translation>
            <numerusform>%1 perd %n point de vie et vous gagnez %n point de vie.</numerusform>
            <numerusform>%1 perd %n points de vie et vous gagnez %n points de vie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroy %1.</source>
        <translation>Détruisez %1.</translation>
    </message>
    <message>
        <source>Destroy %1. It can&apos;t be regenerated.</source>
        <translation>Détruisez %1. Elle ne peut pas être régénérée.</translation>
    </message>
    <message numerus="yes">
        <source>Prevent the next %n damage that would be dealt to %1 this turn.</source>
        <translation>
            <numerusform>Prévenez la prochaine blessure qui devrait être infligée %1 ce tour-ci.</numerusform>
            <numerusform>Prévenez les %n prochaines blessures qui devraient être infligées %1 ce tour-ci.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prevent all combat damage that would be dealt this turn.</source>
        <translation>Prévenez toutes les blessures de combat qui devraient être infligées ce tour-ci.</translation>
    </message>
    <message>
        <source>Untap all creatures that attacked this turn.</source>
        <translation>Dégagez toutes les créatures qui ont attaqué ce tour-ci.</translation>
    </message>
    <message>
        <source>After this main phase, there is an additional combat phase followed by an additional main phase.</source>
        <translation>Après cette phase principale, il y a une phase de combat supplémentaire suivie d&apos;une phase principale supplémentaire.</translation>
    </message>
    <message>
        <source>Tap %1.</source>
        <translation>Engagez %1.</translation>
    </message>
    <message>
        <source>Return %1 to its owner&apos;s hand.</source>
        <translation>Renvoyez %1 dans la main de son propriétaire.</translation>
    </message>
    <message>
        <source>Return %1 to your hand.</source>
        <translation>Renvoyez %1 dans votre main.</translation>
    </message>
    <message>
        <source>Put %1 on top of its owner&apos;s library.</source>
        <translation>Mettez %1 au-dessus de la bibliothèque de son propriétaire.</translation>
    </message>
    <message>
        <source>Put %1 on top of your library.</source>
        <translation>Mettez %1 au-dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Counter %1.</source>
        <translation>Contrecarrez %1.</translation>
    </message>
    <message>
        <source>Counter %1 unless its controller pays %2.</source>
        <translation>Contrecarrez %1 à moins que son contrôleur ne paie %2.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <translation>%1 se défausse d&apos;une carte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %2 cards.</source>
        <translation>
            <numerusform>%1 se défausse de %2 carte.</numerusform>
            <numerusform>%1 se défausse de %2 cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reveals their hand. You choose a card from it. That player discards that card.</source>
        <translation>%1 révèle sa main. Vous y choisissez une carte. Ce joueur se défausse de cette carte.</translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %1 cards of your library, then put them back in any order.</source>
        <translation>
            <numerusform>Regardez la carte du dessus de votre bibliothèque, puis remettez-la en place.</numerusform>
            <numerusform>Regardez les %1 cartes du dessus de votre bibliothèque, puis remettez-les dans n&apos;importe quel ordre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %1 cards of your library. Put one of them into your hand and the other on the bottom of your library.</source>
        <translation>
            <numerusform>Regardez la carte du dessus de votre bibliothèque. Mettez-la dans votre main.</numerusform>
            <numerusform>Regardez les %1 cartes du dessus de votre bibliothèque. Mettez-en une dans votre main et l&apos;autre au-dessous de votre bibliothèque.</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at %1&apos;s hand.</source>
        <translation>Regardez la main %1.</translation>
    </message>
    <message>
        <source>%1 reveals the top card of their library.</source>
        <translation>%1 révèle la carte du dessus de sa bibliothèque.</translation>
    </message>
    <message>
        <source>Its controller adds an additional %1.</source>
        <translation>Son contrôleur ajoute %1 supplémentaire.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Activate only once each turn.</source>
        <translation>N&apos;activez cette capacité qu&apos;une seule fois par tour.</translation>
    </message>
    <message>
        <source>Enchanted land is an %1.</source>
        <translation>Le terrain enchanté est %1.</translation>
    </message>
    <message>
        <source>Enchanted creature gets %1.</source>
        <translation>La créature enchantée gagne %1.</translation>
    </message>
    <message>
        <source>Enchanted creature has %1.</source>
        <translation>La créature enchantée a %1.</translation>
    </message>
    <message>
        <source>Enchanted creature can&apos;t attack or block.</source>
        <translation>La créature enchantée ne peut ni attaquer ni bloquer.</translation>
    </message>
    <message>
        <source>Enchanted creature doesn&apos;t untap during its controller&apos;s untap step.</source>
        <translation>La créature enchantée ne se dégage pas pendant l&apos;étape de dégagement de son contrôleur.</translation>
    </message>
    <message>
        <source>Enchanted creature gets %1 and can&apos;t be blocked except by %2.</source>
        <translation>La créature enchantée gagne %1 et ne peut être bloquée que par %2.</translation>
    </message>
    <message>
        <source>%1 can&apos;t block.</source>
        <translation>%1 ne peut pas bloquer.</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack.</source>
        <translation>%1 ne peut pas attaquer.</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t untap during its controller&apos;s untap step.</source>
        <translation>%1 ne se dégage pas pendant l&apos;étape de dégagement de son contrôleur.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked.</source>
        <translation>%1 est imblocable.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked as long as it&apos;s attacking alone.</source>
        <translation>%1 est imblocable tant qu&apos;aucune autre créature n&apos;attaque.</translation>
    </message>
    <message>
        <source>%1 attacks each combat if able.</source>
        <translation>%1 attaque à chaque combat si possible.</translation>
    </message>
    <message>
        <source>All creatures able to block %1 do so.</source>
        <translation>Toutes les créatures capables de bloquer %1 le font.</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack unless defending player controls an %2.</source>
        <translation>%1 ne peut pas attaquer à moins que le joueur défenseur ne contrôle %2.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked except by %2.</source>
        <translation>%1 ne peut être bloqué que par %2.</translation>
    </message>
    <message>
        <source>Equipped creature gets %1.</source>
        <translation>La créature équipée gagne %1.</translation>
    </message>
    <message>
        <source>You may have %1 enter the battlefield as a copy of any creature on the battlefield.</source>
        <translation>Vous pouvez faire que %1 arrive sur le champ de bataille comme une copie de n&apos;importe quelle créature sur le champ de bataille.</translation>
    </message>
    <message>
        <source>%1 get %2.</source>
        <translation>%1 gagnent %2.</translation>
    </message>
    <message>
        <source>%1 get %2 and have %3.</source>
        <translation>%1 gagnent %2 et ont %3.</translation>
    </message>
    <message>
        <source>%1 have %2.</source>
        <translation>%1 ont %2.</translation>
    </message>
    <message>
        <source>%1 gets %2 as long as you control %3.</source>
        <translation>%1 gagne %2 tant que vous contrôlez %3.</translation>
    </message>
    <message>
        <source>%1&apos;s power and toughness are each equal to the number of %2 you control.</source>
        <translation>La force et l&apos;endurance de %1 sont chacune égales au nombre de %2 que vous contrôlez.</translation>
    </message>
    <message>
        <source>%1&apos;s power is equal to the number of %2 you control.</source>
        <translation>La force de %1 est égale au nombre de %2 que vous contrôlez.</translation>
    </message>
    <message>
        <source>If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.</source>
        <translation>Si une source devait infliger des blessures à un permanent ou à un joueur, elle inflige le double de ces blessures à ce permanent ou à ce joueur à la place.</translation>
    </message>
    <message>
        <source>If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead.</source>
        <translation>Si vous contrôlez une créature, les blessures qui devraient réduire votre total de points de vie à moins de 1 le réduisent à 1 à la place.</translation>
    </message>
    <message>
        <source>You have no maximum hand size.</source>
        <translation>Vous n&apos;avez pas de taille maximale de main.</translation>
    </message>
    <message>
        <source>You have shroud.</source>
        <translation>Vous avez la défense totale.</translation>
    </message>
    <message>
        <source>You control enchanted permanent.</source>
        <translation>Vous contrôlez le permanent enchanté.</translation>
    </message>
    <message>
        <source>Untap %1 and gain control of it until end of turn. That creature gains %2 until end of turn.</source>
        <translation>Dégagez %1 et acquérez-en le contrôle jusqu&apos;à la fin du tour. Cette créature acquiert %2 jusqu&apos;à la fin du tour.</translation>
    </message>
    <message numerus="yes">
        <source>You draw a card and you lose %n life.</source>
        <translation>
            <numerusform>Vous piochez une carte et vous perdez %n point de vie.</numerusform>
            <numerusform>Vous piochez une carte et vous perdez %n points de vie.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws an additional card.</source>
        <translation>%1 pioche une carte supplémentaire.</translation>
    </message>
    <message>
        <source>Sacrifice %1.</source>
        <translation>Sacrifiez %1.</translation>
    </message>
    <message>
        <source>The next time a %1 source of your choice would deal damage to you this turn, prevent that damage.</source>
        <translation>La prochaine fois qu&apos;une source %1 de votre choix devrait vous infliger des blessures ce tour-ci, prévenez ces blessures.</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to that player.</source>
        <translation>
            <numerusform>%1 inflige %n blessure à ce joueur.</numerusform>
            <numerusform>%1 inflige %n blessures à ce joueur.</numerusform>
        </translation>
    </message>
    <message>
        <source>You gain that much life.</source>
        <translation>Vous gagnez autant de points de vie.</translation>
    </message>
    <message>
        <source>%1 skips their next combat phase.</source>
        <translation>%1 passe sa prochaine phase de combat.</translation>
    </message>
    <message>
        <source>Change the text of %1 by replacing all instances of one color word with another or one basic land type with another.</source>
        <translation>Changez le texte %1 en remplaçant toutes les occurrences d&apos;un mot de couleur par un autre ou d&apos;un type de terrain de base par un autre.</translation>
    </message>
    <message>
        <source>Creatures you control</source>
        <translation>Les créatures que vous contrôlez</translation>
    </message>
    <message>
        <source>Other Goblins</source>
        <translation>Les autres gobelins</translation>
    </message>
    <message>
        <source>Other Elf creatures</source>
        <translation>Les autres créatures elfes</translation>
    </message>
    <message>
        <source>Other Zombie creatures</source>
        <translation>Les autres créatures zombies</translation>
    </message>
    <message>
        <source>Swamps</source>
        <translation>marais</translation>
    </message>
    <message>
        <source>Rats</source>
        <translation>rats</translation>
    </message>
    <message>
        <source>a Forest</source>
        <translation>une forêt</translation>
    </message>
    <message>
        <source>Whenever another creature enters the battlefield, %1</source>
        <translation>À chaque fois qu&apos;une autre créature arrive sur le champ de bataille, %1</translation>
    </message>
    <message>
        <source>Whenever an opponent discards a card, %1</source>
        <translation>À chaque fois qu&apos;un adversaire se défausse d&apos;une carte, %1</translation>
    </message>
    <message>
        <source>Whenever enchanted creature deals damage, %1</source>
        <translation>À chaque fois que la créature enchantée inflige des blessures, %1</translation>
    </message>
    <message>
        <source>Whenever %1 deals combat damage to a player, %2</source>
        <translation>À chaque fois que %1 inflige des blessures de combat à un joueur, %2</translation>
    </message>
    <message>
        <source>At the beginning of each player&apos;s draw step, if %1 is untapped, %2</source>
        <translation>Au début de l&apos;étape de pioche de chaque joueur, si %1 est dégagée, %2</translation>
    </message>
    <message>
        <source>At the beginning of your upkeep, %1</source>
        <translation>Au début de votre entretien, %1</translation>
    </message>
    <message>
        <source>When you control no other creatures, %1</source>
        <translation>Quand vous ne contrôlez aucune autre créature, %1</translation>
    </message>
    <message>
        <source>When %1 enters the battlefield, %2</source>
        <translation>Quand %1 arrive sur le champ de bataille, %2</translation>
    </message>
    <message>
        <source>When %1 dies, %2</source>
        <translation>Quand %1 meurt, %2</translation>
    </message>
    <message>
        <source>Whenever %1 attacks, %2</source>
        <translation>À chaque fois que %1 attaque, %2</translation>
    </message>
    <message>
        <source>Whenever %1 attacks alone, %2</source>
        <translation>À chaque fois que %1 est la seule créature à attaquer, %2</translation>
    </message>
    <message>
        <source>Whenever %1 blocks, %2</source>
        <translation>À chaque fois que %1 bloque, %2</translation>
    </message>
    <message>
        <source>Whenever %1 becomes blocked, %2</source>
        <translation>À chaque fois que %1 devient bloqué, %2</translation>
    </message>
    <message>
        <source>Whenever enchanted creature attacks or blocks, %1</source>
        <translation>À chaque fois que la créature enchantée attaque ou bloque, %1</translation>
    </message>
    <message>
        <source>Whenever enchanted land is tapped for mana, %1</source>
        <translation>À chaque fois que le terrain enchanté est engagé pour du mana, %1</translation>
    </message>
    <message>
        <source>you may %1</source>
        <translation>vous pouvez %1</translation>
    </message>
    <message>
        <source>that player</source>
        <translation>ce joueur</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>it</source>
        <translation>il</translation>
    </message>
    <message>
        <source>enchanted creature</source>
        <translation>la créature enchantée</translation>
    </message>
    <message>
        <source>its controller</source>
        <translation>son contrôleur</translation>
    </message>
    <message>
        <source>artifact creatures and/or black creatures</source>
        <translation>des créatures-artefacts et/ou des créatures noires</translation>
    </message>
    <message>
        <source>creatures with flying</source>
        <translation>des créatures avec le vol</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>des Murs</translation>
    </message>
    <message>
        <source>Sacrifice %1</source>
        <translation>Sacrifiez %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Pay %n life</source>
        <translation>
            <numerusform>Payez %n point de vie</numerusform>
            <numerusform>Payez %n points de vie</numerusform>
        </translation>
    </message>
    <message>
        <source>Sacrifice a creature</source>
        <translation>Sacrifiez une créature</translation>
    </message>
    <message>
        <source>Sacrifice a Swamp</source>
        <translation>Sacrifiez un marais</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Défaussez-vous d&apos;une carte</translation>
    </message>
    <message>
        <source>Tap an untapped creature you control</source>
        <translation>Engagez une créature dégagée que vous contrôlez</translation>
    </message>
    <message>
        <source>Return all %1 to their owners&apos; hands.</source>
        <translation>Renvoyez %1 dans la main de leur propriétaire.</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Vous gagnez la partie.</translation>
    </message>
    <message>
        <source>%1 mills half their library, rounded down.</source>
        <translation>%1 meule la moitié de sa bibliothèque, arrondie à l&apos;inférieur.</translation>
    </message>
    <message>
        <source>Its controller reveals cards from the top of their library until they reveal a creature card. The player puts that card onto the battlefield, then shuffles all other cards revealed this way into their library.</source>
        <translation>Son contrôleur révèle des cartes du dessus de sa bibliothèque jusqu&apos;à ce qu&apos;il révèle une carte de créature. Ce joueur met cette carte sur le champ de bataille, puis mélange toutes les autres cartes révélées de cette manière dans sa bibliothèque.</translation>
    </message>
    <message numerus="yes">
        <source>Search %1&apos;s library for %2 cards and exile them. Then that player shuffles.</source>
        <translation>
            <numerusform>Cherchez %2 carte dans la bibliothèque %1 et exilez-la. Ce joueur mélange ensuite sa bibliothèque.</numerusform>
            <numerusform>Cherchez %2 cartes dans la bibliothèque %1 et exilez-les. Ce joueur mélange ensuite sa bibliothèque.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 puts the cards in their hand on the bottom of their library in any order, then draws that many cards.</source>
        <translation>%1 met les cartes de sa main au-dessous de sa bibliothèque dans l&apos;ordre de son choix, puis pioche autant de cartes.</translation>
    </message>
    <message>
        <source>Until end of turn, if %1 would draw a card, instead that player skips that draw and you draw a card.</source>
        <translation>Jusqu&apos;à la fin du tour, si %1 devait piocher une carte, à la place, ce joueur passe cette pioche et vous piochez une carte.</translation>
    </message>
    <message>
        <source>Sacrifice %1. If you do, %2</source>
        <translation>Sacrifiez %1. Si vous faites ainsi, %2</translation>
    </message>
    <message>
        <source>As %1 enters the battlefield, choose an opponent and a card name other than a basic land card name.</source>
        <translation>Au moment où %1 arrive sur le champ de bataille, choisissez un adversaire et un nom de carte autre qu&apos;un nom de carte de terrain de base.</translation>
    </message>
    <message>
        <source>The chosen player reveals each card they draw.</source>
        <translation>Le joueur choisi révèle chaque carte qu&apos;il pioche.</translation>
    </message>
    <message>
        <source>Players play with their hands revealed.</source>
        <translation>Les joueurs jouent avec leur main révélée.</translation>
    </message>
    <message>
        <source>If a player would draw a card, they reveal it instead. Then any other player may pay 2 life. If a player does, put that card into its owner&apos;s graveyard. Otherwise, that player draws a card.</source>
        <translation>Si un joueur devait piocher une carte, il la révèle à la place. Ensuite, n&apos;importe quel autre joueur peut payer 2 points de vie. Si un joueur fait ainsi, mettez cette carte dans le cimetière de son propriétaire. Sinon, ce joueur pioche une carte.</translation>
    </message>
    <message>
        <source>At the beginning of your upkeep, if you have 200 or more cards in your library, %1</source>
        <translation>Au début de votre entretien, si vous avez 200 cartes ou plus dans votre bibliothèque, %1</translation>
    </message>
    <message>
        <source>At the beginning of your upkeep, if you have a card in hand, %1</source>
        <translation>Au début de votre entretien, si vous avez une carte en main, %1</translation>
    </message>
    <message>
        <source>At the beginning of each player&apos;s draw step, %1</source>
        <translation>Au début de l&apos;étape de pioche de chaque joueur, %1</translation>
    </message>
    <message>
        <source>Whenever a creature becomes the target of a spell or ability, %1</source>
        <translation>À chaque fois qu&apos;une créature devient la cible d&apos;un sort ou d&apos;une capacité, %1</translation>
    </message>
    <message>
        <source>When the chosen player draws a card with the chosen name, %1</source>
        <translation>Quand le joueur choisi pioche une carte portant le nom choisi, %1</translation>
    </message>
    <message>
        <source>creatures</source>
        <translation>créatures</translation>
    </message>
    <message>
        <source>target land you control</source>
        <translation>le terrain ciblé que vous contrôlez</translation>
    </message>
    <message>
        <source>Discard a land card</source>
        <translation>Défaussez-vous d&apos;une carte de terrain</translation>
    </message>
    <message>
        <source>that creature</source>
        <translation>cette créature</translation>
    </message>
    <message>
        <source>(%1: Add %2.)</source>
        <translation>(%1 : Ajoutez %2.)</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>pred</comment>
        <translation>une Île</translation>
    </message>
    <message>
        <source>target player or planeswalker</source>
        <comment>dat</comment>
        <translation>au joueur ou planeswalker ciblé</translation>
    </message>
    <message>
        <source>any target</source>
        <comment>dat</comment>
        <translation>à n&apos;importe quelle cible</translation>
    </message>
    <message>
        <source>target creature</source>
        <comment>nom</comment>
        <translation>la créature ciblée</translation>
    </message>
    <message>
        <source>black</source>
        <comment>gen</comment>
        <translation>noir</translation>
    </message>
    <message>
        <source>red</source>
        <comment>gen</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>acc</comment>
        <translation>une Île</translation>
    </message>
    <message>
        <source>flying</source>
        <comment>acc</comment>
        <translation>le vol</translation>
    </message>
    <message>
        <source>target tapped creature</source>
        <comment>acc</comment>
        <translation>la créature engagée ciblée</translation>
    </message>
    <message>
        <source>target enchantment</source>
        <comment>acc</comment>
        <translation>l&apos;enchantement ciblé</translation>
    </message>
    <message>
        <source>target attacking or blocking creature</source>
        <comment>dat</comment>
        <translation>à la créature attaquante ou bloqueuse ciblée</translation>
    </message>
    <message>
        <source>target attacking creature</source>
        <comment>nom</comment>
        <translation>la créature attaquante ciblée</translation>
    </message>
    <message>
        <source>target creature</source>
        <comment>acc</comment>
        <translation>la créature ciblée</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <comment>inf</comment>
        <translation>piocher une carte.</translation>
    </message>
    <message>
        <source>target player</source>
        <comment>nom</comment>
        <translation>le joueur ciblé</translation>
    </message>
    <message>
        <source>target permanent</source>
        <comment>acc</comment>
        <translation>le permanent ciblé</translation>
    </message>
    <message>
        <source>target creature with power 2 or less</source>
        <comment>nom</comment>
        <translation>la créature ciblée avec une force inférieure ou égale à 2</translation>
    </message>
    <message>
        <source>islandwalk</source>
        <comment>acc</comment>
        <translation>la traversée des îles</translation>
    </message>
    <message>
        <source>target spell</source>
        <comment>acc</comment>
        <translation>le sort ciblé</translation>
    </message>
    <message>
        <source>target creature spell</source>
        <comment>acc</comment>
        <translation>le sort de créature ciblé</translation>
    </message>
    <message>
        <source>target opponent</source>
        <comment>gen</comment>
        <translation>de l&apos;adversaire ciblé</translation>
    </message>
    <message>
        <source>target opponent</source>
        <comment>nom</comment>
        <translation>l&apos;adversaire ciblé</translation>
    </message>
    <message>
        <source>its controller</source>
        <comment>nom</comment>
        <translation>son contrôleur</translation>
    </message>
    <message>
        <source>target nonblack creature</source>
        <comment>acc</comment>
        <translation>la créature non-noire ciblée</translation>
    </message>
    <message>
        <source>fear</source>
        <comment>acc</comment>
        <translation>la peur</translation>
    </message>
    <message>
        <source>Return %1 to your hand.</source>
        <comment>inf</comment>
        <translation>renvoyer %1 dans votre main.</translation>
    </message>
    <message>
        <source>target creature card from your graveyard</source>
        <comment>acc</comment>
        <translation>la carte de créature ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>it</source>
        <comment>nom</comment>
        <translation>il</translation>
    </message>
    <message>
        <source>enchanted creature</source>
        <comment>nom</comment>
        <translation>la créature enchantée</translation>
    </message>
    <message>
        <source>%1 can&apos;t block this turn.</source>
        <comment>plural</comment>
        <translation>%1 ne peuvent pas bloquer ce tour-ci.</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 target creatures</source>
        <comment>nom</comment>
        <translation>
            <numerusform>jusqu&apos;à %1 créature ciblée</numerusform>
            <numerusform>jusqu&apos;à %1 créatures ciblées</numerusform>
        </translation>
    </message>
    <message>
        <source>first strike</source>
        <comment>acc</comment>
        <translation>l&apos;initiative</translation>
    </message>
    <message>
        <source>target artifact</source>
        <comment>acc</comment>
        <translation>l&apos;artefact ciblé</translation>
    </message>
    <message>
        <source>target land</source>
        <comment>acc</comment>
        <translation>le terrain ciblé</translation>
    </message>
    <message>
        <source>target artifact or enchantment</source>
        <comment>acc</comment>
        <translation>l&apos;artefact ou l&apos;enchantement ciblé</translation>
    </message>
    <message>
        <source>target card from your graveyard</source>
        <comment>acc</comment>
        <translation>la carte ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>creatures with flying</source>
        <comment>ins</comment>
        <translation>des créatures avec le vol</translation>
    </message>
    <message>
        <source>Forest</source>
        <comment>gen</comment>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Other Goblins</source>
        <comment>nom</comment>
        <translation>Les autres gobelins</translation>
    </message>
    <message>
        <source>mountainwalk</source>
        <comment>acc</comment>
        <translation>la traversée des montagnes</translation>
    </message>
    <message>
        <source>Other Elf creatures</source>
        <comment>nom</comment>
        <translation>Les autres créatures elfes</translation>
    </message>
    <message>
        <source>forestwalk</source>
        <comment>acc</comment>
        <translation>la traversée des forêts</translation>
    </message>
    <message>
        <source>Creatures you control</source>
        <comment>nom</comment>
        <translation>Les créatures que vous contrôlez</translation>
    </message>
    <message>
        <source>vigilance</source>
        <comment>acc</comment>
        <translation>la vigilance</translation>
    </message>
    <message>
        <source>that player</source>
        <comment>nom</comment>
        <translation>ce joueur</translation>
    </message>
    <message>
        <source>haste</source>
        <comment>acc</comment>
        <translation>la célérité</translation>
    </message>
    <message>
        <source>you</source>
        <comment>dat</comment>
        <translation>vous</translation>
    </message>
    <message>
        <source>target permanent</source>
        <comment>gen</comment>
        <translation>du permanent ciblé</translation>
    </message>
    <message>
        <source>that creature</source>
        <comment>acc</comment>
        <translation>cette créature</translation>
    </message>
    <message>
        <source>creatures</source>
        <comment>acc</comment>
        <translation>toutes les créatures</translation>
    </message>
    <message>
        <source>target land you control</source>
        <comment>acc</comment>
        <translation>le terrain ciblé que vous contrôlez</translation>
    </message>
    <message>
        <source>target player</source>
        <comment>gen</comment>
        <translation>du joueur ciblé</translation>
    </message>
    <message>
        <source>target artifact, creature, or land</source>
        <translation>l&apos;artefact, la créature ou le terrain ciblé</translation>
    </message>
    <message>
        <source>target artifact, enchantment, or land</source>
        <translation>l&apos;artefact, l&apos;enchantement ou le terrain ciblé</translation>
    </message>
    <message>
        <source>target basic land card from your graveyard</source>
        <translation>la carte de terrain de base ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>target sorcery card from your graveyard</source>
        <translation>la carte de rituel ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>target nonartifact, nonblack creature</source>
        <translation>la créature non-artefact et non-noire ciblée</translation>
    </message>
    <message>
        <source>target black creature</source>
        <translation>la créature noire ciblée</translation>
    </message>
    <message>
        <source>target white creature</source>
        <translation>la créature blanche ciblée</translation>
    </message>
    <message>
        <source>target green creature</source>
        <translation>la créature verte ciblée</translation>
    </message>
    <message>
        <source>target attacking creature without flying</source>
        <translation>la créature attaquante ciblée sans le vol</translation>
    </message>
    <message>
        <source>Add %1. If you control %2, add %3 instead.</source>
        <translation>Ajoutez %1. Si vous contrôlez %2, ajoutez %3 à la place.</translation>
    </message>
    <message>
        <source>Add one mana of any color that a land an opponent controls could produce.</source>
        <translation>Ajoutez un mana de n&apos;importe quelle couleur qu&apos;un terrain contrôlé par un adversaire pourrait produire.</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2 and %3 damage to you.</source>
        <translation>
            <numerusform>%1 inflige %n blessure %2 et vous inflige %3 blessures.</numerusform>
            <numerusform>%1 inflige %n blessures %2 et vous inflige %3 blessures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2 and each creature that player or that planeswalker&apos;s controller controls.</source>
        <translation>
            <numerusform>%1 inflige %n blessure %2 et à chaque créature contrôlée par ce joueur ou par le contrôleur de ce planeswalker.</numerusform>
            <numerusform>%1 inflige %n blessures %2 et à chaque créature contrôlée par ce joueur ou par le contrôleur de ce planeswalker.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 deals damage to %2 equal to the number of cards in that player&apos;s hand.</source>
        <translation>%1 inflige %2 un nombre de blessures égal au nombre de cartes dans la main de ce joueur.</translation>
    </message>
    <message>
        <source>Destroy all %1.</source>
        <translation>Détruisez %1.</translation>
    </message>
    <message>
        <source>%1 sacrifices a creature.</source>
        <translation>%1 sacrifie une créature.</translation>
    </message>
    <message>
        <source>%1 shuffles their graveyard into their library.</source>
        <translation>%1 mélange son cimetière dans sa bibliothèque.</translation>
    </message>
    <message>
        <source>Return %1 to the battlefield.</source>
        <translation>Renvoyez %1 sur le champ de bataille.</translation>
    </message>
    <message>
        <source>Search your library for a card, put that card into your hand, then shuffle.</source>
        <translation>Cherchez une carte dans votre bibliothèque, mettez-la dans votre main, puis mélangez.</translation>
    </message>
    <message>
        <source>You gain life equal to its power.</source>
        <translation>Vous gagnez un nombre de points de vie égal à sa force.</translation>
    </message>
    <message>
        <source>Draw a card, then discard a card.</source>
        <translation>Piochez une carte, puis défaussez-vous d&apos;une carte.</translation>
    </message>
    <message>
        <source>Destroy %1. That creature can&apos;t be regenerated.</source>
        <translation>Détruisez %1. Cette créature ne peut pas être régénérée.</translation>
    </message>
    <message>
        <source>Untap %1.</source>
        <translation>Dégagez %1.</translation>
    </message>
    <message>
        <source>Untap %1. It gets %2 until end of turn.</source>
        <translation>Dégagez %1. Elle gagne %2 jusqu&apos;à la fin du tour.</translation>
    </message>
    <message>
        <source>Enchanted creature gets %1 and has %2.</source>
        <translation>La créature enchantée gagne %1 et a %2.</translation>
    </message>
    <message>
        <source>%1 gets %2 for each %3.</source>
        <translation>%1 gagne %2 pour %3.</translation>
    </message>
    <message>
        <source>Enchanted creature gets %1 for each %2.</source>
        <translation>La créature enchantée gagne %1 pour %2.</translation>
    </message>
    <message>
        <source>You control enchanted land.</source>
        <translation>Vous contrôlez le terrain enchanté.</translation>
    </message>
    <message numerus="yes">
        <source>You draw %1 cards and you lose %n life.</source>
        <translation>
            <numerusform>Vous piochez %1 cartes et vous perdez %n point de vie.</numerusform>
            <numerusform>Vous piochez %1 cartes et vous perdez %n points de vie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n life.</source>
        <translation>
            <numerusform>Gagnez %n point de vie.</numerusform>
            <numerusform>Gagnez %n points de vie.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next time a source of your choice would deal damage to %1 this turn, prevent that damage.</source>
        <translation>La prochaine fois qu&apos;une source de votre choix devrait infliger des blessures %1 ce tour-ci, prévenez ces blessures.</translation>
    </message>
    <message>
        <source>You may tap or untap %1.</source>
        <translation>Vous pouvez engager ou dégager %1.</translation>
    </message>
    <message numerus="yes">
        <source>If an opponent controls more lands than you, search your library for up to %1 %2 cards, reveal them, put them into your hand, then shuffle.</source>
        <translation>
            <numerusform>Si un adversaire contrôle plus de terrains que vous, cherchez dans votre bibliothèque jusqu&apos;à %1 carte de %2, révélez-la, mettez-la dans votre main, puis mélangez.</numerusform>
            <numerusform>Si un adversaire contrôle plus de terrains que vous, cherchez dans votre bibliothèque jusqu&apos;à %1 cartes de %2, révélez-les, mettez-les dans votre main, puis mélangez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 reveals %2 cards from their hand and you choose one of them. That player discards that card.</source>
        <translation>
            <numerusform>%1 révèle %2 carte de sa main et vous choisissez l&apos;une d&apos;elles. Ce joueur se défausse de cette carte.</numerusform>
            <numerusform>%1 révèle %2 cartes de sa main et vous choisissez l&apos;une d&apos;elles. Ce joueur se défausse de cette carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Spend only %1 mana on X.</source>
        <translation>Ne dépensez que du mana %1 pour X.</translation>
    </message>
    <message>
        <source>%1 deals X damage to %2 and you gain X life.</source>
        <translation>%1 inflige X blessures %2 et vous gagnez X points de vie.</translation>
    </message>
    <message numerus="yes">
        <source>The next %n damage that would be dealt to %1 this turn is dealt to %2 instead.</source>
        <translation>
            <numerusform>La prochaine blessure qui devrait être infligée à %1 ce tour-ci est infligée %2 à la place.</numerusform>
            <numerusform>Les %n prochaines blessures qui devraient être infligées à %1 ce tour-ci sont infligées %2 à la place.</numerusform>
        </translation>
    </message>
    <message>
        <source>Creatures and lands %1 controls don&apos;t untap during their next untap step.</source>
        <translation>Les créatures et les terrains que contrôle %1 ne se dégagent pas pendant sa prochaine étape de dégagement.</translation>
    </message>
    <message>
        <source>Your opponents play with their hands revealed.</source>
        <translation>Vos adversaires jouent avec leur main révélée.</translation>
    </message>
    <message>
        <source>%1 reveals their hand. You draw a card for each %2 in it.</source>
        <translation>%1 révèle sa main. Vous piochez une carte pour chaque %2 qui s&apos;y trouve.</translation>
    </message>
    <message numerus="yes">
        <source>Untap up to %1 lands.</source>
        <translation>
            <numerusform>Dégagez jusqu&apos;à %1 terrain.</numerusform>
            <numerusform>Dégagez jusqu&apos;à %1 terrains.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each other player may put a creature card from their hand onto the battlefield.</source>
        <translation>Chaque autre joueur peut mettre sur le champ de bataille une carte de créature depuis sa main.</translation>
    </message>
    <message>
        <source>Destroy that creature at end of combat.</source>
        <translation>Détruisez cette créature à la fin du combat.</translation>
    </message>
    <message>
        <source>%1 deals X damage to %2.</source>
        <translation>%1 inflige X blessures %2.</translation>
    </message>
    <message>
        <source>%1 gains X life.</source>
        <translation>%1 gagne X points de vie.</translation>
    </message>
    <message>
        <source>Other creatures you control</source>
        <translation>Les autres créatures que vous contrôlez</translation>
    </message>
    <message>
        <source>enchantment on the battlefield</source>
        <translation>chaque enchantement sur le champ de bataille</translation>
    </message>
    <message>
        <source>Forest you control</source>
        <translation>chaque Forêt que vous contrôlez</translation>
    </message>
    <message>
        <source>an Urza&apos;s Power-Plant and an Urza&apos;s Tower</source>
        <translation>une centrale énergétique d&apos;Urza et une tour d&apos;Urza</translation>
    </message>
    <message>
        <source>an Urza&apos;s Mine and an Urza&apos;s Tower</source>
        <translation>une mine d&apos;Urza et une tour d&apos;Urza</translation>
    </message>
    <message>
        <source>an Urza&apos;s Mine and an Urza&apos;s Power-Plant</source>
        <translation>une mine d&apos;Urza et une centrale énergétique d&apos;Urza</translation>
    </message>
    <message>
        <source>Mountain and red card</source>
        <translation>Montagne et carte rouge</translation>
    </message>
    <message>
        <source>Forest and green card</source>
        <translation>Forêt et carte verte</translation>
    </message>
    <message>
        <source>each creature</source>
        <translation>chaque créature</translation>
    </message>
    <message>
        <source>each creature with flying</source>
        <translation>chaque créature avec le vol</translation>
    </message>
    <message>
        <source>enchantments</source>
        <translation>enchantements</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Îles</translation>
    </message>
    <message>
        <source>Whenever %1 deals damage to an opponent, %2</source>
        <translation>À chaque fois que %1 inflige des blessures à un adversaire, %2</translation>
    </message>
    <message>
        <source>At the beginning of the end step, %1</source>
        <translation>Au début de l&apos;étape de fin, %1</translation>
    </message>
    <message>
        <source>Whenever a player casts a %1 spell, %2</source>
        <translation>À chaque fois qu&apos;un joueur lance un sort %1, %2</translation>
    </message>
    <message>
        <source>When a spell or ability an opponent controls causes you to discard %1, %2</source>
        <translation>Quand un sort ou une capacité qu&apos;un adversaire contrôle vous fait défausser %1, %2</translation>
    </message>
    <message>
        <source>Whenever %1 blocks or becomes blocked by a nonblack creature, %2</source>
        <translation>À chaque fois que %1 bloque une créature non-noire ou est bloqué par une créature non-noire, %2</translation>
    </message>
    <message>
        <source>target artifact or land</source>
        <comment>acc</comment>
        <translation>l&apos;artefact ou le terrain ciblé</translation>
    </message>
    <message>
        <source>Tap %1.</source>
        <comment>inf</comment>
        <translation>engager %1.</translation>
    </message>
    <message>
        <source>target nonartifact, nonblack creature</source>
        <comment>acc</comment>
        <translation>la créature non-artefact et non-noire ciblée</translation>
    </message>
    <message>
        <source>target black creature</source>
        <comment>acc</comment>
        <translation>la créature noire ciblée</translation>
    </message>
    <message>
        <source>reach</source>
        <comment>acc</comment>
        <translation>la portée</translation>
    </message>
    <message>
        <source>enchanted creature</source>
        <comment>acc</comment>
        <translation>la créature enchantée</translation>
    </message>
    <message>
        <source>target attacking creature without flying</source>
        <comment>nom</comment>
        <translation>la créature attaquante ciblée sans le vol</translation>
    </message>
    <message>
        <source>white</source>
        <comment>spell</comment>
        <translation>blanc</translation>
    </message>
    <message numerus="yes">
        <source>Gain %n life.</source>
        <comment>inf</comment>
        <translation>
            <numerusform>gagner %n point de vie.</numerusform>
            <numerusform>gagner %n points de vie.</numerusform>
        </translation>
    </message>
    <message>
        <source>black</source>
        <comment>spell</comment>
        <translation>noir</translation>
    </message>
    <message>
        <source>red</source>
        <comment>spell</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>spell</comment>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <comment>spell</comment>
        <translation>vert</translation>
    </message>
    <message>
        <source>enchantments</source>
        <comment>acc</comment>
        <translation>tous les enchantements</translation>
    </message>
    <message>
        <source>Islands</source>
        <comment>acc</comment>
        <translation>toutes les Îles</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>acc</comment>
        <translation>toutes les Plaines</translation>
    </message>
    <message>
        <source>each creature</source>
        <comment>dat</comment>
        <translation>à chaque créature</translation>
    </message>
    <message>
        <source>each creature with flying</source>
        <comment>dat</comment>
        <translation>à chaque créature avec le vol</translation>
    </message>
    <message>
        <source>target basic land card from your graveyard</source>
        <comment>acc</comment>
        <translation>la carte de terrain de base ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>target sorcery card from your graveyard</source>
        <comment>acc</comment>
        <translation>la carte de rituel ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>target artifact, creature, or land</source>
        <comment>acc</comment>
        <translation>l&apos;artefact, la créature ou le terrain ciblé</translation>
    </message>
    <message>
        <source>target artifact, enchantment, or land</source>
        <comment>acc</comment>
        <translation>l&apos;artefact, l&apos;enchantement ou le terrain ciblé</translation>
    </message>
    <message>
        <source>target player</source>
        <comment>dat</comment>
        <translation>au joueur ciblé</translation>
    </message>
    <message>
        <source>target attacking creature</source>
        <comment>acc</comment>
        <translation>la créature attaquante ciblée</translation>
    </message>
    <message>
        <source>target white creature</source>
        <comment>acc</comment>
        <translation>la créature blanche ciblée</translation>
    </message>
    <message>
        <source>target green creature</source>
        <comment>acc</comment>
        <translation>la créature verte ciblée</translation>
    </message>
    <message>
        <source>target creature</source>
        <comment>dat</comment>
        <translation>à la créature ciblée</translation>
    </message>
    <message>
        <source>Mountain and red card</source>
        <comment>acc</comment>
        <translation>Montagne et carte rouge</translation>
    </message>
    <message>
        <source>Forest and green card</source>
        <comment>acc</comment>
        <translation>Forêt et carte verte</translation>
    </message>
    <message>
        <source>black</source>
        <comment>mana</comment>
        <translation>noir</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>gen</comment>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>target Zombie card from your graveyard</source>
        <translation>la carte de Zombie ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>Activate only during your turn.</source>
        <translation>N&apos;activez cette capacité que pendant votre tour.</translation>
    </message>
    <message>
        <source>Activate only during your upkeep.</source>
        <translation>N&apos;activez cette capacité que pendant votre entretien.</translation>
    </message>
    <message numerus="yes">
        <source>%1 mills %2 cards.</source>
        <translation>
            <numerusform>%1 meule %2 carte.</numerusform>
            <numerusform>%1 meule %2 cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroy it. It can&apos;t be regenerated.</source>
        <translation>Détruisez-la. Elle ne peut pas être régénérée.</translation>
    </message>
    <message>
        <source>%1 discards a card at random.</source>
        <translation>%1 se défausse d&apos;une carte au hasard.</translation>
    </message>
    <message>
        <source>Each player discards their hand.</source>
        <translation>Chaque joueur se défausse de sa main.</translation>
    </message>
    <message>
        <source>Choose a color. %1 reveals their hand and discards all cards of that color.</source>
        <translation>Choisissez une couleur. %1 révèle sa main et se défausse de toutes les cartes de cette couleur.</translation>
    </message>
    <message>
        <source>Destroy all %1. They can&apos;t be regenerated.</source>
        <translation>Détruisez %1. Elles ne peuvent pas être régénérées.</translation>
    </message>
    <message>
        <source>Put a +1/+1 counter on %1.</source>
        <translation>Mettez un marqueur +1/+1 sur %1.</translation>
    </message>
    <message>
        <source>%1 loses life equal to the damage already dealt to that player this turn.</source>
        <translation>%1 perd un nombre de points de vie égal aux blessures qui lui ont déjà été infligées pendant ce tour.</translation>
    </message>
    <message>
        <source>%1&apos;s power and toughness are each equal to the number of %2 in all graveyards.</source>
        <translation>La force et l&apos;endurance de %1 sont chacune égales au nombre de %2 dans tous les cimetières.</translation>
    </message>
    <message>
        <source>You may sacrifice %1. If you don&apos;t, %2</source>
        <translation>Vous pouvez sacrifier %1. Si vous ne le faites pas, %2</translation>
    </message>
    <message numerus="yes">
        <source>Tap %1 and it deals %n damage to you.</source>
        <translation>
            <numerusform>Engagez %1 et il vous inflige %n blessure.</numerusform>
            <numerusform>Engagez %1 et il vous inflige %n blessures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to you unless you pay %2.</source>
        <translation>
            <numerusform>%1 vous inflige %n blessure à moins que vous ne payiez %2.</numerusform>
            <numerusform>%1 vous inflige %n blessures à moins que vous ne payiez %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sacrifice %1 unless you sacrifice %2.</source>
        <translation>Sacrifiez-%1 à moins que vous ne sacrifiiez %2.</translation>
    </message>
    <message>
        <source>creature cards</source>
        <translation>cartes de créature</translation>
    </message>
    <message>
        <source>creatures you don&apos;t control</source>
        <translation>créatures que vous ne contrôlez pas</translation>
    </message>
    <message>
        <source>Whenever a creature is dealt damage, %1</source>
        <translation>À chaque fois qu&apos;une créature subit des blessures, %1</translation>
    </message>
    <message>
        <source>Whenever a creature you control dies, %1</source>
        <translation>À chaque fois qu&apos;une créature que vous contrôlez meurt, %1</translation>
    </message>
    <message>
        <source>Whenever a creature dealt damage by %1 this turn dies, %2</source>
        <translation>À chaque fois qu&apos;une créature à laquelle %1 a infligé des blessures ce tour-ci meurt, %2</translation>
    </message>
    <message>
        <source>Whenever an opponent draws a card, %1</source>
        <translation>À chaque fois qu&apos;un adversaire pioche une carte, %1</translation>
    </message>
    <message>
        <source>an artifact</source>
        <translation>un artefact</translation>
    </message>
    <message>
        <source>two Mountains</source>
        <translation>deux Montagnes</translation>
    </message>
    <message>
        <source>each other player</source>
        <translation>chaque autre joueur</translation>
    </message>
    <message>
        <source>each other player</source>
        <comment>nom</comment>
        <translation>chaque autre joueur</translation>
    </message>
    <message>
        <source>target Zombie card from your graveyard</source>
        <comment>acc</comment>
        <translation>la carte de Zombie ciblée de votre cimetière</translation>
    </message>
    <message>
        <source>creatures you don&apos;t control</source>
        <comment>acc</comment>
        <translation>toutes les créatures que vous ne contrôlez pas</translation>
    </message>
    <message>
        <source>an artifact</source>
        <comment>acc</comment>
        <translation>un artefact</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to each creature and each player.</source>
        <translation>
            <numerusform>%1 inflige %n blessure à chaque créature et à chaque joueur.</numerusform>
            <numerusform>%1 inflige %n blessures à chaque créature et à chaque joueur.</numerusform>
        </translation>
    </message>
    <message>
        <source>All creatures get %1 until end of turn.</source>
        <translation>Toutes les créatures gagnent %1 jusqu&apos;à la fin du tour.</translation>
    </message>
    <message numerus="yes">
        <source>Your life total becomes %n.</source>
        <translation>
            <numerusform>Votre total de points de vie devient %n.</numerusform>
            <numerusform>Votre total de points de vie devient %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 deals damage equal to its power to %2. That creature deals damage equal to its power to %3.</source>
        <translation>%1 inflige un nombre de blessures égal à sa force %2. Cette créature inflige un nombre de blessures égal à sa force à %3.</translation>
    </message>
    <message numerus="yes">
        <source>You and %1 each flip a coin. %2 deals %n damage to each player whose coin comes up tails. Repeat this process until both players&apos; coins come up heads on the same flip.</source>
        <translation>
            <numerusform>Vous et %1 lancez chacun une pièce. %2 inflige %n blessure à chaque joueur dont la pièce tombe sur pile. Répétez ce processus jusqu&apos;à ce que les pièces des deux joueurs tombent sur face lors du même lancer.</numerusform>
            <numerusform>Vous et %1 lancez chacun une pièce. %2 inflige %n blessures à chaque joueur dont la pièce tombe sur pile. Répétez ce processus jusqu&apos;à ce que les pièces des deux joueurs tombent sur face lors du même lancer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Create %1 at the beginning of the next end step.</source>
        <translation>Créez %1 au début de la prochaine étape de fin.</translation>
    </message>
    <message>
        <source>Return %1 from your graveyard to your hand.</source>
        <translation>Renvoyez %1 de votre cimetière dans votre main.</translation>
    </message>
    <message>
        <source>Tap all %1.</source>
        <translation>Engagez toutes les %1.</translation>
    </message>
    <message>
        <source>%1 sacrifices %2 %3.</source>
        <translation>%1 sacrifie %2 %3.</translation>
    </message>
    <message>
        <source>Draw a card for each creature you control.</source>
        <translation>Piochez une carte pour chaque créature que vous contrôlez.</translation>
    </message>
    <message>
        <source>each creature without flying</source>
        <translation>chaque créature sans le vol</translation>
    </message>
    <message>
        <source>other creatures</source>
        <translation>autres créatures</translation>
    </message>
    <message>
        <source>lands</source>
        <translation>terrains</translation>
    </message>
    <message>
        <source>Nonbasic lands are Mountains.</source>
        <translation>Les terrains non-base sont des Montagnes.</translation>
    </message>
    <message>
        <source>Creatures without flying can&apos;t attack you.</source>
        <translation>Les créatures sans le vol ne peuvent pas vous attaquer.</translation>
    </message>
    <message>
        <source>a 4/4 red Bird creature token with flying</source>
        <translation>un jeton de créature 4/4 rouge Oiseau avec le vol</translation>
    </message>
    <message>
        <source>sorcery cards</source>
        <translation>cartes de rituel</translation>
    </message>
    <message>
        <source>Whenever an opponent casts a spell, %1</source>
        <translation>À chaque fois qu&apos;un adversaire lance un sort, %1</translation>
    </message>
    <message>
        <source>At the beginning of each end step, %1</source>
        <translation>Au début de chaque étape de fin, %1</translation>
    </message>
    <message>
        <source>each player</source>
        <translation>chaque joueur</translation>
    </message>
    <message>
        <source>Discard your hand</source>
        <translation>Défaussez-vous de votre main</translation>
    </message>
    <message>
        <source>it</source>
        <comment>subject</comment>
        <translation>il</translation>
    </message>
    <message>
        <source>it</source>
        <comment>acc</comment>
        <translation>le</translation>
    </message>
    <message>
        <source>a 4/4 red Bird creature token with flying</source>
        <comment>acc</comment>
        <translation>un jeton de créature 4/4 rouge Oiseau avec le vol</translation>
    </message>
    <message>
        <source>each creature without flying</source>
        <comment>dat</comment>
        <translation>à chaque créature sans le vol</translation>
    </message>
    <message>
        <source>other creatures</source>
        <comment>acc</comment>
        <translation>autres créatures</translation>
    </message>
    <message>
        <source>each player</source>
        <comment>nom</comment>
        <translation>chaque joueur</translation>
    </message>
    <message>
        <source>lands</source>
        <comment>acc</comment>
        <translation>terrains</translation>
    </message>
    <message>
        <source>%1, %2, and %3</source>
        <translation>%1, %2 et %3</translation>
    </message>
    <message>
        <source>Add one mana of any color.</source>
        <translation>Ajoutez un mana de la couleur de votre choix.</translation>
    </message>
    <message>
        <source>Create %1.</source>
        <translation>Créez %1.</translation>
    </message>
    <message numerus="yes">
        <source>Draw cards equal to the sacrificed creature&apos;s power, then discard %1 cards.</source>
        <translation>
            <numerusform>Piochez un nombre de cartes égal à la force de la créature sacrifiée, puis défaussez-vous de %1 carte.</numerusform>
            <numerusform>Piochez un nombre de cartes égal à la force de la créature sacrifiée, puis défaussez-vous de %1 cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 untaps all basic lands they control.</source>
        <translation>%1 dégage chaque terrain de base qu&apos;il contrôle.</translation>
    </message>
    <message>
        <source>Each player&apos;s life total becomes the number of creatures they control.</source>
        <translation>Le total de points de vie de chaque joueur devient le nombre de créatures qu&apos;il contrôle.</translation>
    </message>
    <message>
        <source>Each player may search their library for up to X creature cards, reveal those cards, put them into their hand, then shuffle.</source>
        <translation>Chaque joueur peut chercher dans sa bibliothèque jusqu&apos;à X cartes de créature, les révéler, les mettre dans sa main, puis mélanger.</translation>
    </message>
    <message>
        <source>All lands become %1 creatures until end of turn. They&apos;re still lands.</source>
        <translation>Tous les terrains deviennent des créatures %1 jusqu&apos;à la fin du tour. Ce sont toujours des terrains.</translation>
    </message>
    <message>
        <source>As long as %1 is enchanted, it gets %2 and has %3.</source>
        <translation>Tant que %1 est enchanté, il gagne %2 et a %3.</translation>
    </message>
    <message>
        <source>Untap all permanents you control during each other player&apos;s untap step.</source>
        <translation>Pendant l&apos;étape de dégagement de chaque autre joueur, dégagez tous les permanents que vous contrôlez.</translation>
    </message>
    <message>
        <source>As long as %1 is untapped, each player chooses artifact, creature, or land during their untap step. That player can untap only permanents of the chosen type this step.</source>
        <translation>Tant que %1 est dégagée, pendant son étape de dégagement, chaque joueur choisit artefact, créature ou terrain. Lors de cette étape, ce joueur ne peut dégager que les permanents du type choisi.</translation>
    </message>
    <message>
        <source>You may put a creature card from your hand onto the battlefield.</source>
        <translation>Vous pouvez mettre sur le champ de bataille une carte de créature depuis votre main.</translation>
    </message>
    <message>
        <source>%1&apos;s power and toughness are each equal to the number of cards in your hand.</source>
        <translation>La force et l&apos;endurance de %1 sont chacune égales au nombre de cartes dans votre main.</translation>
    </message>
    <message>
        <source>a 1/1 green Saproling creature token</source>
        <translation>un jeton de créature 1/1 verte Saprobionte</translation>
    </message>
    <message>
        <source>At the beginning of each upkeep, %1</source>
        <translation>Au début de chaque entretien, %1</translation>
    </message>
    <message>
        <source>Whenever you cast an enchantment spell, %1</source>
        <translation>À chaque fois que vous lancez un sort d&apos;enchantement, %1</translation>
    </message>
    <message>
        <source>a 1/1 green Saproling creature token</source>
        <comment>acc</comment>
        <translation>un jeton de créature 1/1 verte Saprobionte</translation>
    </message>
    <message>
        <source>%1, %2, and %3</source>
        <comment>acc</comment>
        <translation>%1, %2 et %3</translation>
    </message>
    <message>
        <source>trample</source>
        <comment>acc</comment>
        <translation>le piétinement</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>target blocking creature</source>
        <translation>la créature bloqueuse ciblée</translation>
    </message>
    <message>
        <source>Search your library for a land card, reveal it, put it into your hand, then shuffle.</source>
        <translation>Cherchez une carte de terrain dans votre bibliothèque, révélez-la, mettez-la dans votre main, puis mélangez.</translation>
    </message>
    <message>
        <source>%1 becomes a %2 Golem artifact creature until end of combat.</source>
        <translation>%1 devient une créature-artefact %2 de type golem jusqu&apos;à la fin du combat.</translation>
    </message>
    <message>
        <source>Equipped creature gets %1 and has %2.</source>
        <translation>La créature équipée gagne %1 et a %2.</translation>
    </message>
    <message>
        <source>%1 don&apos;t untap during their controllers&apos; untap steps.</source>
        <translation>%1 ne se dégagent pas pendant l&apos;étape de dégagement de leurs contrôleurs.</translation>
    </message>
    <message>
        <source>Each spell costs %1 more to cast except during its controller&apos;s turn.</source>
        <translation>Chaque sort coûte %1 de plus à lancer, sauf pendant le tour de son contrôleur.</translation>
    </message>
    <message>
        <source>%1&apos;s power and toughness are each equal to the number of %2 on the battlefield.</source>
        <translation>La force et l&apos;endurance de %1 sont chacune égales au nombre de %2 sur le champ de bataille.</translation>
    </message>
    <message>
        <source>All damage that would be dealt to %1 this turn by a source of your choice is dealt to %2 instead.</source>
        <translation>Toutes les blessures qui devraient être infligées %1 ce tour-ci par une source de votre choix sont infligées à %2 à la place.</translation>
    </message>
    <message>
        <source>As %1 enters the battlefield, choose a color.</source>
        <translation>Au moment où %1 arrive sur le champ de bataille, choisissez une couleur.</translation>
    </message>
    <message>
        <source>Each creature gets %1 for each other creature on the battlefield that shares at least one creature type with it.</source>
        <translation>Chaque créature gagne %1 pour chaque autre créature sur le champ de bataille qui partage au moins un type de créature avec elle.</translation>
    </message>
    <message>
        <source>Creatures with power 3 or greater</source>
        <translation>Les créatures avec une force de 3 ou plus</translation>
    </message>
    <message>
        <source>Activate only if an opponent controls more lands than you.</source>
        <translation>N&apos;activez cette capacité que si un adversaire contrôle plus de terrains que vous.</translation>
    </message>
    <message>
        <source>Activate only during combat.</source>
        <translation>N&apos;activez cette capacité que pendant le combat.</translation>
    </message>
    <message>
        <source>Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from the battlefield, %1</source>
        <translation>À chaque fois qu&apos;un sort ou une capacité qu&apos;un adversaire contrôle fait mettre un terrain dans votre cimetière depuis le champ de bataille, %1</translation>
    </message>
    <message>
        <source>that card</source>
        <translation>cette carte</translation>
    </message>
    <message>
        <source>two Mountains</source>
        <comment>acc</comment>
        <translation>deux Montagnes</translation>
    </message>
    <message>
        <source>target blocking creature</source>
        <comment>nom</comment>
        <translation>la créature bloqueuse ciblée</translation>
    </message>
    <message>
        <source>Creatures with power 3 or greater</source>
        <comment>nom</comment>
        <translation>Les créatures avec une force de 3 ou plus</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>acc</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>that card</source>
        <comment>acc</comment>
        <translation>cette carte</translation>
    </message>
    <message>
        <source>The next time a source of your choice would deal damage to you this turn, prevent that damage. You gain life equal to the damage prevented this way.</source>
        <translation>La prochaine fois qu&apos;une source de votre choix devrait vous infliger des blessures ce tour-ci, prévenez ces blessures. Vous gagnez autant de points de vie que de blessures prévenues de cette façon.</translation>
    </message>
    <message>
        <source>The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.</source>
        <translation>La prochaine fois qu&apos;une source de votre choix de la couleur choisie devrait vous infliger des blessures ce tour-ci, prévenez ces blessures.</translation>
    </message>
</context>
<context>
    <name>rules_text</name>
    <message>
        <source>Activate this ability</source>
        <translation>Activer cette capacité</translation>
    </message>
</context>
<context>
    <name>scenario_export</name>
    <message numerus="yes">
        <source>Player %1&apos;s hand holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>La main du joueur %1 contient %n carte ; un scénario contient au plus %2 objets par zone.</numerusform>
            <numerusform>La main du joueur %1 contient %n cartes ; un scénario contient au plus %2 objets par zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1&apos;s graveyard holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>Le cimetière du joueur %1 contient %n carte ; un scénario contient au plus %2 objets par zone.</numerusform>
            <numerusform>Le cimetière du joueur %1 contient %n cartes ; un scénario contient au plus %2 objets par zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1&apos;s exile holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>L&apos;exil du joueur %1 contient %n carte ; un scénario contient au plus %2 objets par zone.</numerusform>
            <numerusform>L&apos;exil du joueur %1 contient %n cartes ; un scénario contient au plus %2 objets par zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1&apos;s library holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>La bibliothèque du joueur %1 contient %n carte ; un scénario contient au plus %2 objets par zone.</numerusform>
            <numerusform>La bibliothèque du joueur %1 contient %n cartes ; un scénario contient au plus %2 objets par zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1 controls %n permanents; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>Le joueur %1 contrôle %n permanent ; un scénario contient au plus %2 objets par zone.</numerusform>
            <numerusform>Le joueur %1 contrôle %n permanents ; un scénario contient au plus %2 objets par zone.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: there is no position to play on.</source>
        <extracomment>Why a position can&apos;t be saved as a scenario (``storage.scenario_export.PositionRefused``), by its id; a zone too large by its zone (``%n`` the number of objects, ``%1`` the player, ``%2`` the most a zone holds).</extracomment>
        <translation>La partie est terminée : il n&apos;y a plus de position à jouer.</translation>
    </message>
    <message>
        <source>A spell or ability is on the stack, which a scenario can&apos;t hold. Save the position once it has resolved.</source>
        <translation>Un sort ou une capacité est sur la pile, ce qu&apos;un scénario ne peut pas contenir. Enregistrez la position une fois qu&apos;il s&apos;est résolu.</translation>
    </message>
    <message>
        <source>A player owes a decision other than priority. Save the position once it is answered.</source>
        <translation>Un joueur doit prendre une décision autre que la priorité. Enregistrez la position une fois qu&apos;elle est prise.</translation>
    </message>
    <message>
        <source>A scenario can&apos;t begin in this step (declarations, combat damage, untap, cleanup): save in another step.</source>
        <translation>Un scénario ne peut pas commencer dans cette étape (déclarations, blessures de combat, dégagement, nettoyage) : enregistrez la position dans une autre étape.</translation>
    </message>
    <message>
        <source>Player %1 has mana in their pool, which a scenario can&apos;t hold.</source>
        <translation>Le joueur %1 a du mana dans sa réserve, ce qu&apos;un scénario ne peut pas contenir.</translation>
    </message>
    <message>
        <source>A scenario can&apos;t hold this position.</source>
        <translation>Un scénario ne peut pas contenir cette position.</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Untap</source>
        <translation>Dégagement</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Phase principale 1</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>Début du combat</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>Déclaration des attaquants</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>Déclaration des bloqueurs</translation>
    </message>
    <message>
        <source>First-strike damage</source>
        <translation>Blessures d&apos;initiative</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>Blessures de combat</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>Fin du combat</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Phase principale 2</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>Étape de fin</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Nettoyage</translation>
    </message>
</context>
<context>
    <name>steps_short</name>
    <message>
        <source>Untap</source>
        <extracomment>Short names for the phase bar, where space is tight.</extracomment>
        <translation>Dégag.</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Entret.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Princ. 1</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Blocage</translation>
    </message>
    <message>
        <source>First strike</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Fin comb.</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Princ. 2</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Nettoy.</translation>
    </message>
</context>
<context>
    <name>types</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1, %2 et %3</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>ange</translation>
    </message>
    <message>
        <source>Ape</source>
        <translation>grand singe</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>archer</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefact</translation>
    </message>
    <message>
        <source>Artifact Creature</source>
        <translation>Créature-artefact</translation>
    </message>
    <message>
        <source>Aura</source>
        <translation>aura</translation>
    </message>
    <message>
        <source>Barbarian</source>
        <translation>barbare</translation>
    </message>
    <message>
        <source>Bard</source>
        <translation>barde</translation>
    </message>
    <message>
        <source>Basic Land</source>
        <translation>Terrain de base</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>ours</translation>
    </message>
    <message>
        <source>Beast</source>
        <translation>bête</translation>
    </message>
    <message>
        <source>Berserker</source>
        <translation>berserker</translation>
    </message>
    <message>
        <source>Bird</source>
        <translation>oiseau</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>chat</translation>
    </message>
    <message>
        <source>Cleric</source>
        <translation>clerc</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <source>Crocodile</source>
        <translation>crocodile</translation>
    </message>
    <message>
        <source>Djinn</source>
        <translation>djinn</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>chien</translation>
    </message>
    <message>
        <source>Drake</source>
        <translation>drakôn</translation>
    </message>
    <message>
        <source>Drone</source>
        <translation>drone</translation>
    </message>
    <message>
        <source>Druid</source>
        <translation>druide</translation>
    </message>
    <message>
        <source>Elemental</source>
        <translation>élémental</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>éléphant</translation>
    </message>
    <message>
        <source>Elf</source>
        <translation>elfe</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>Enchantement</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>équipement</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>poisson</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>géant</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>gobelin</translation>
    </message>
    <message>
        <source>Golem</source>
        <translation>golem</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>cheval</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>illusion</translation>
    </message>
    <message>
        <source>Imp</source>
        <translation>diablotin</translation>
    </message>
    <message>
        <source>Insect</source>
        <translation>insecte</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Éphémère</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>île</translation>
    </message>
    <message>
        <source>Kavu</source>
        <translation>kavru</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>chevalier</translation>
    </message>
    <message>
        <source>Kraken</source>
        <translation>kraken</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>lézard</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>mercenaire</translation>
    </message>
    <message>
        <source>Minotaur</source>
        <translation>minotaure</translation>
    </message>
    <message>
        <source>Monk</source>
        <translation>moine</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>grand singe</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>cauchemar</translation>
    </message>
    <message>
        <source>Octopus</source>
        <translation>pieuvre</translation>
    </message>
    <message>
        <source>Ogre</source>
        <translation>ogre</translation>
    </message>
    <message>
        <source>Pegasus</source>
        <translation>pégase</translation>
    </message>
    <message>
        <source>Phyrexian</source>
        <translation>phyrexian</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>plaine</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>lapin</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>rôdeur</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>rat</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>éclaireur</translation>
    </message>
    <message>
        <source>Serpent</source>
        <translation>serpent</translation>
    </message>
    <message>
        <source>Shade</source>
        <translation>ombre</translation>
    </message>
    <message>
        <source>Shaman</source>
        <translation>shamane</translation>
    </message>
    <message>
        <source>Shapeshifter</source>
        <translation>change-forme</translation>
    </message>
    <message>
        <source>Skeleton</source>
        <translation>squelette</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>serpent</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>soldat</translation>
    </message>
    <message>
        <source>Sorcery</source>
        <translation>Rituel</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>araignée</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation>esprit</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>marais</translation>
    </message>
    <message>
        <source>Thopter</source>
        <translation>mécanoptère</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>tortue terrestre</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>guerrier</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>sorcier</translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation>apparition</translation>
    </message>
    <message>
        <source>Wurm</source>
        <translation>guivre</translation>
    </message>
    <message>
        <source>Zombie</source>
        <translation>zombie</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>assassin</translation>
    </message>
    <message>
        <source>Gnome</source>
        <translation>gnome</translation>
    </message>
    <message>
        <source>Horror</source>
        <translation>horreur</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>orque</translation>
    </message>
    <message>
        <source>Power-Plant</source>
        <translation>centrale énergétique</translation>
    </message>
    <message>
        <source>Rebel</source>
        <translation>rebelle</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>Urza’s</source>
        <translation>Urza</translation>
    </message>
    <message>
        <source>Viashino</source>
        <translation>viashino</translation>
    </message>
    <message>
        <source>Demon</source>
        <translation>démon</translation>
    </message>
    <message>
        <source>Lhurgoyf</source>
        <translation>lhurgoyf</translation>
    </message>
    <message>
        <source>Specter</source>
        <translation>spectre</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>vampire</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>dragon</translation>
    </message>
    <message>
        <source>Egg</source>
        <translation>œuf</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>phénix</translation>
    </message>
    <message>
        <source>Yeti</source>
        <translation>yéti</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>plante</translation>
    </message>
    <message>
        <source>Nomad</source>
        <translation>nomade</translation>
    </message>
</context>
</TS>
