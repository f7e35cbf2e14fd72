<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>Accessibility</name>
    <message numerus="yes">
        <source>your hand, %n card(s)</source>
        <extracomment>The zones the keyboard walks through, as they are read out (with the number of things in each).</extracomment>
        <translation>
            <numerusform>your hand, %n card</numerusform>
            <numerusform>your hand, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your battlefield, %n permanent(s)</source>
        <translation>
            <numerusform>your battlefield, %n permanent</numerusform>
            <numerusform>your battlefield, %n permanents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s battlefield, %n permanent(s)</source>
        <translation>
            <numerusform>%1&apos;s battlefield, %n permanent</numerusform>
            <numerusform>%1&apos;s battlefield, %n permanents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the stack, %n object(s)</source>
        <translation>
            <numerusform>the stack, %n object</numerusform>
            <numerusform>the stack, %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n damage</numerusform>
            <numerusform>%n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n life</source>
        <translation>
            <numerusform>%n life</numerusform>
            <numerusform>%n life</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in library</source>
        <translation>
            <numerusform>%n card in library</numerusform>
            <numerusform>%n cards in library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mana in pool</source>
        <translation>
            <numerusform>%n mana in pool</numerusform>
            <numerusform>%n mana in pool</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your graveyard, %n card(s)</source>
        <translation>
            <numerusform>your graveyard, %n card</numerusform>
            <numerusform>your graveyard, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard, %n card(s)</source>
        <translation>
            <numerusform>%1&apos;s graveyard, %n card</numerusform>
            <numerusform>%1&apos;s graveyard, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your exile, %n card(s)</source>
        <translation>
            <numerusform>your exile, %n card</numerusform>
            <numerusform>your exile, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s exile, %n card(s)</source>
        <translation>
            <numerusform>%1&apos;s exile, %n card</numerusform>
            <numerusform>%1&apos;s exile, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n life.</source>
        <translation>
            <numerusform>You have %n life.</numerusform>
            <numerusform>You have %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n life.</source>
        <translation>
            <numerusform>%1 has %n life.</numerusform>
            <numerusform>%1 has %n life.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DamagePanel</name>
    <message numerus="yes">
        <source>Assign %n combat damage of &lt;b&gt;%1&lt;/b&gt;: click a blocker to give it lethal damage, or set the numbers.</source>
        <translation>
            <numerusform>Assign %n combat damage of &lt;b&gt;%1&lt;/b&gt;: click a blocker to give it lethal damage, or set the numbers.</numerusform>
            <numerusform>Assign %n combat damage of &lt;b&gt;%1&lt;/b&gt;: click a blocker to give it lethal damage, or set the numbers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n left to assign&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n left to assign&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n left to assign&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n too many&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n too many&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n too many&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message numerus="yes">
        <source>Move %n cards</source>
        <translation>
            <numerusform>Move %n card</numerusform>
            <numerusform>Move %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n cards</source>
        <translation>
            <numerusform>Add %n card</numerusform>
            <numerusform>Add %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>%1 deals %n damage to %2.</source>
        <comment>player</comment>
        <translation>
            <numerusform>%1 deals %n damage to %2.</numerusform>
            <numerusform>%1 deals %n damage to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2.</source>
        <translation>
            <numerusform>%1 deals %n damage to %2.</numerusform>
            <numerusform>%1 deals %n damage to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n life.</source>
        <translation>
            <numerusform>%1 now has %n life.</numerusform>
            <numerusform>%1 now has %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life to mana burn.</source>
        <translation>
            <numerusform>%1 loses %n life to mana burn.</numerusform>
            <numerusform>%1 loses %n life to mana burn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of their library.</source>
        <translation>
            <numerusform>%1 looks at the top card of their library.</numerusform>
            <numerusform>%1 looks at the top %n cards of their library.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message numerus="yes">
        <source>%1 takes back the last decision (%n action(s) undone).</source>
        <translation>
            <numerusform>%1 takes back the last decision (%n action undone).</numerusform>
            <numerusform>%1 takes back the last decision (%n actions undone).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n turn</numerusform>
            <numerusform>%1 · %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanList</name>
    <message numerus="yes">
        <source>%n game(s) found: choose one, then type its invite code.</source>
        <translation>
            <numerusform>%n game found: choose it, then type its invite code.</numerusform>
            <numerusform>%n games found: choose one, then type its invite code.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PicturesBox</name>
    <message numerus="yes">
        <source>Images in this folder: %n</source>
        <translation>
            <numerusform>Images in this folder: %n</numerusform>
            <numerusform>Images in this folder: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) downloaded; not found: %1</source>
        <translation>
            <numerusform>%n picture downloaded; not found: %1</numerusform>
            <numerusform>%n pictures downloaded; not found: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Downloaded pictures: %n file(s)</source>
        <translation>
            <numerusform>Downloaded pictures: %n file</numerusform>
            <numerusform>Downloaded pictures: %n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleWatch</name>
    <message numerus="yes">
        <source>Win within %n turn(s), this one included</source>
        <translation>
            <numerusform>Win within %n turn, this one included</numerusform>
            <numerusform>Win within %n turns, this one included</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Survive %n turn(s), this one included</source>
        <translation>
            <numerusform>Survive %n turn, this one included</numerusform>
            <numerusform>Survive %n turns, this one included</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n win(s) in a row</source>
        <translation>
            <numerusform>%n win in a row</numerusform>
            <numerusform>%n wins in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es) in a row</source>
        <translation>
            <numerusform>%n loss in a row</numerusform>
            <numerusform>%n losses in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s) in a row</source>
        <translation>
            <numerusform>%n draw in a row</numerusform>
            <numerusform>%n draws in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) against the computer: %1 won, %2 lost, %3 drawn (%4% won).</source>
        <translation>
            <numerusform>%n game against the computer: %1 won, %2 lost, %3 drawn (%4% won).</numerusform>
            <numerusform>%n games against the computer: %1 won, %2 lost, %3 drawn (%4% won).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePrompts</name>
    <message numerus="yes">
        <source>Keep this hand? You will put %n card(s) on the bottom of your library.</source>
        <translation>
            <numerusform>Keep this hand? You will put %n card on the bottom of your library.</numerusform>
            <numerusform>Keep this hand? You will put %n cards on the bottom of your library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep this hand of %n card(s)?</source>
        <translation>
            <numerusform>Keep this hand of %n card?</numerusform>
            <numerusform>Keep this hand of %n cards?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack with %n</source>
        <translation>
            <numerusform>Attack with %n</numerusform>
            <numerusform>Attack with %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Block with %n</source>
        <translation>
            <numerusform>Block with %n</numerusform>
            <numerusform>Block with %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s): click them in your hand.</source>
        <translation>
            <numerusform>Discard %n card: click it in your hand.</numerusform>
            <numerusform>Discard %n cards: click them in your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) that %1 discards.</source>
        <translation>
            <numerusform>Choose %n card that %1 discards.</numerusform>
            <numerusform>Choose %n cards that %1 discards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to put on the bottom of your library.</source>
        <translation>
            <numerusform>Choose %n card to put on the bottom of your library.</numerusform>
            <numerusform>Choose %n cards to put on the bottom of your library.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>Hand: %n</source>
        <translation>
            <numerusform>Hand: %n</numerusform>
            <numerusform>Hand: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Library: %n</source>
        <translation>
            <numerusform>Library: %n</numerusform>
            <numerusform>Library: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoneControl</name>
    <message numerus="yes">
        <source>Your graveyard (%n)</source>
        <translation>
            <numerusform>Your graveyard (%n)</numerusform>
            <numerusform>Your graveyard (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard (%n)</source>
        <translation>
            <numerusform>%1&apos;s graveyard (%n)</numerusform>
            <numerusform>%1&apos;s graveyard (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your exile (%n)</source>
        <translation>
            <numerusform>Your exile (%n)</numerusform>
            <numerusform>Your exile (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s exile (%n)</source>
        <translation>
            <numerusform>%1&apos;s exile (%n)</numerusform>
            <numerusform>%1&apos;s exile (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoomPanel</name>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n damage</numerusform>
            <numerusform>%n damage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message numerus="yes">
        <source>Choose %n target(s)</source>
        <translation>
            <numerusform>Choose %n target</numerusform>
            <numerusform>Choose %n targets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assign exactly %n damage</source>
        <translation>
            <numerusform>Assign exactly %n damage</numerusform>
            <numerusform>Assign exactly %n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s) to put on the bottom</source>
        <translation>
            <numerusform>Choose exactly %n card to put on the bottom</numerusform>
            <numerusform>Choose exactly %n cards to put on the bottom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard exactly %n card(s)</source>
        <translation>
            <numerusform>Discard exactly %n card</numerusform>
            <numerusform>Discard exactly %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message numerus="yes">
        <source>up to %1 target creatures</source>
        <translation>
            <numerusform>up to %1 target creatures</numerusform>
            <numerusform>up to %1 target creatures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2.</source>
        <translation>
            <numerusform>%1 deals %n damage to %2.</numerusform>
            <numerusform>%1 deals %n damage to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2 and %3 damage to you.</source>
        <translation>
            <numerusform>%1 deals %n damage to %2 and %3 damage to you.</numerusform>
            <numerusform>%1 deals %n damage to %2 and %3 damage to you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2 and each creature that player or that planeswalker&apos;s controller controls.</source>
        <translation>
            <numerusform>%1 deals %n damage to %2 and each creature that player or that planeswalker&apos;s controller controls.</numerusform>
            <numerusform>%1 deals %n damage to %2 and each creature that player or that planeswalker&apos;s controller controls.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may play up to %1 additional lands this turn.</source>
        <translation>
            <numerusform>You may play up to %1 additional lands this turn.</numerusform>
            <numerusform>You may play up to %1 additional lands this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %1 cards.</source>
        <translation>
            <numerusform>Draw %1 cards.</numerusform>
            <numerusform>Draw %1 cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %1 cards, then discard a card.</source>
        <translation>
            <numerusform>Draw %1 cards, then discard a card.</numerusform>
            <numerusform>Draw %1 cards, then discard a card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gain %n life.</source>
        <translation>
            <numerusform>You gain %n life.</numerusform>
            <numerusform>You gain %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lose %n life.</source>
        <translation>
            <numerusform>You lose %n life.</numerusform>
            <numerusform>You lose %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n life.</source>
        <translation>
            <numerusform>%1 gains %n life.</numerusform>
            <numerusform>%1 gains %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life.</source>
        <translation>
            <numerusform>%1 loses %n life.</numerusform>
            <numerusform>%1 loses %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life and you gain %n life.</source>
        <translation>
            <numerusform>%1 loses %n life and you gain %n life.</numerusform>
            <numerusform>%1 loses %n life and you gain %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prevent the next %n damage that would be dealt to %1 this turn.</source>
        <translation>
            <numerusform>Prevent the next %n damage that would be dealt to %1 this turn.</numerusform>
            <numerusform>Prevent the next %n damage that would be dealt to %1 this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %2 cards.</source>
        <translation>
            <numerusform>%1 discards %2 cards.</numerusform>
            <numerusform>%1 discards %2 cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %1 cards of your library, then put them back in any order.</source>
        <translation>
            <numerusform>Look at the top %1 cards of your library, then put them back in any order.</numerusform>
            <numerusform>Look at the top %1 cards of your library, then put them back in any order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %1 cards of your library. Put one of them into your hand and the other on the bottom of your library.</source>
        <translation>
            <numerusform>Look at the top %1 cards of your library. Put one of them into your hand and the other on the bottom of your library.</numerusform>
            <numerusform>Look at the top %1 cards of your library. Put one of them into your hand and the other on the bottom of your library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw a card and you lose %n life.</source>
        <translation>
            <numerusform>You draw a card and you lose %n life.</numerusform>
            <numerusform>You draw a card and you lose %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %1 cards and you lose %n life.</source>
        <translation>
            <numerusform>You draw %1 cards and you lose %n life.</numerusform>
            <numerusform>You draw %1 cards and you lose %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n life.</source>
        <translation>
            <numerusform>Gain %n life.</numerusform>
            <numerusform>Gain %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If an opponent controls more lands than you, search your library for up to %1 %2 cards, reveal them, put them into your hand, then shuffle.</source>
        <translation>
            <numerusform>If an opponent controls more lands than you, search your library for up to %1 %2 card, reveal it, put it into your hand, then shuffle.</numerusform>
            <numerusform>If an opponent controls more lands than you, search your library for up to %1 %2 cards, reveal them, put them into your hand, then shuffle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 reveals %2 cards from their hand and you choose one of them. That player discards that card.</source>
        <translation>
            <numerusform>%1 reveals %2 card from their hand and you choose one of them. That player discards that card.</numerusform>
            <numerusform>%1 reveals %2 cards from their hand and you choose one of them. That player discards that card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next %n damage that would be dealt to %1 this turn is dealt to %2 instead.</source>
        <translation>
            <numerusform>The next %n damage that would be dealt to %1 this turn is dealt to %2 instead.</numerusform>
            <numerusform>The next %n damage that would be dealt to %1 this turn is dealt to %2 instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Untap up to %1 lands.</source>
        <translation>
            <numerusform>Untap up to %1 land.</numerusform>
            <numerusform>Untap up to %1 lands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to that player.</source>
        <translation>
            <numerusform>%1 deals %n damage to that player.</numerusform>
            <numerusform>%1 deals %n damage to that player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mills %2 cards.</source>
        <translation>
            <numerusform>%1 mills %2 card.</numerusform>
            <numerusform>%1 mills %2 cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tap %1 and it deals %n damage to you.</source>
        <translation>
            <numerusform>Tap %1 and it deals %n damage to you.</numerusform>
            <numerusform>Tap %1 and it deals %n damage to you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to you unless you pay %2.</source>
        <translation>
            <numerusform>%1 deals %n damage to you unless you pay %2.</numerusform>
            <numerusform>%1 deals %n damage to you unless you pay %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay %n life</source>
        <translation>
            <numerusform>Pay %n life</numerusform>
            <numerusform>Pay %n life</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search %1&apos;s library for %2 cards and exile them. Then that player shuffles.</source>
        <translation>
            <numerusform>Search %1&apos;s library for %2 card and exile it. Then that player shuffles.</numerusform>
            <numerusform>Search %1&apos;s library for %2 cards and exile them. Then that player shuffles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %1 target creatures</source>
        <comment>nom</comment>
        <translation>
            <numerusform>up to %1 target creatures</numerusform>
            <numerusform>up to %1 target creatures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n life.</source>
        <comment>inf</comment>
        <translation>
            <numerusform>Gain %n life.</numerusform>
            <numerusform>Gain %n life.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to each creature and each player.</source>
        <translation>
            <numerusform>%1 deals %n damage to each creature and each player.</numerusform>
            <numerusform>%1 deals %n damage to each creature and each player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your life total becomes %n.</source>
        <translation>
            <numerusform>Your life total becomes %n.</numerusform>
            <numerusform>Your life total becomes %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 each flip a coin. %2 deals %n damage to each player whose coin comes up tails. Repeat this process until both players&apos; coins come up heads on the same flip.</source>
        <translation>
            <numerusform>You and %1 each flip a coin. %2 deals %n damage to each player whose coin comes up tails. Repeat this process until both players&apos; coins come up heads on the same flip.</numerusform>
            <numerusform>You and %1 each flip a coin. %2 deals %n damage to each player whose coin comes up tails. Repeat this process until both players&apos; coins come up heads on the same flip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw cards equal to the sacrificed creature&apos;s power, then discard %1 cards.</source>
        <translation>
            <numerusform>Draw cards equal to the sacrificed creature&apos;s power, then discard %1 cards.</numerusform>
            <numerusform>Draw cards equal to the sacrificed creature&apos;s power, then discard %1 cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scenario_export</name>
    <message numerus="yes">
        <source>Player %1&apos;s hand holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>Player %1&apos;s hand holds %n card; a scenario holds at most %2 objects in a zone.</numerusform>
            <numerusform>Player %1&apos;s hand holds %n cards; a scenario holds at most %2 objects in a zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1&apos;s graveyard holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>Player %1&apos;s graveyard holds %n card; a scenario holds at most %2 objects in a zone.</numerusform>
            <numerusform>Player %1&apos;s graveyard holds %n cards; a scenario holds at most %2 objects in a zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1&apos;s exile holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>Player %1&apos;s exile holds %n card; a scenario holds at most %2 objects in a zone.</numerusform>
            <numerusform>Player %1&apos;s exile holds %n cards; a scenario holds at most %2 objects in a zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1&apos;s library holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>Player %1&apos;s library holds %n card; a scenario holds at most %2 objects in a zone.</numerusform>
            <numerusform>Player %1&apos;s library holds %n cards; a scenario holds at most %2 objects in a zone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1 controls %n permanents; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>Player %1 controls %n permanent; a scenario holds at most %2 objects in a zone.</numerusform>
            <numerusform>Player %1 controls %n permanents; a scenario holds at most %2 objects in a zone.</numerusform>
        </translation>
    </message>
</context>
</TS>
